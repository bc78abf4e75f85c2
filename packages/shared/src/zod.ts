/**
 * The `z` every schema of the contracts and the server is built with (`npm run lint:boundaries` keeps
 * it so): zod itself, but its `z.string()` refuses a NUL character and a lone surrogate, which
 * PostgreSQL cannot keep. A request carrying one in any text field is a 400 naming the field
 * (`rules.invalidCharacters`), decided in this one place, never a statement failing in the database.
 */
import * as z from './zod/storable-zod.ts';

export { z };
