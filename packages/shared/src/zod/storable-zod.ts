/**
 * zod's API, but for `string()`: the module whose namespace `../zod.ts` exports as `z`. Import `z`
 * from there, never this file.
 */
import * as zod from 'zod';

export * from 'zod';

/**
 * A NUL character, or half of a surrogate pair without its other half: PostgreSQL keeps neither (a
 * text column refuses NUL, JSON refuses both, and a lone surrogate would be stored as U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the two it looks for.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** zod's `string()`, refusing text PostgreSQL cannot keep, with the message `rules.invalidCharacters`. */
export function string(params?: string | zod.core.$ZodStringParams): zod.ZodString {
  return zod.string(params).refine((text) => !UNSTORABLE.test(text), 'rules.invalidCharacters');
}
