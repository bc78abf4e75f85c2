/**
 * zod's API, but for `string()`: the module whose namespace `../zod.ts` exports as `z`. Import `z`
 * from there, never this file.
 */
import * as zod from 'zod';
import { hasUnstorableCharacters } from '../format/storable-text.ts';

export * from 'zod';

/** zod's `string()`, refusing text PostgreSQL cannot keep, with the message `rules.invalidCharacters`. */
export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine((text) => !hasUnstorableCharacters(text), 'rules.invalidCharacters');
}
