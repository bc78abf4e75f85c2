/**
 * A NUL character, or half of a surrogate pair without its other half: PostgreSQL keeps neither (a
 * text column refuses NUL, JSON refuses both, and a lone surrogate would be stored as U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the two it looks for.
const UNSTORABLE = /[\u0000\uD800-\uDFFF]/u;

/** Whether a text holds a character PostgreSQL cannot keep. */
export function hasUnstorableCharacters(text: string): boolean {
  return UNSTORABLE.test(text);
}
