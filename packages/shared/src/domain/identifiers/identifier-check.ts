/** The outcome of checking an Italian identifier: the form rejects anything but `valid`. */
export type IdentifierCheck = 'valid' | 'invalidFormat' | 'invalidChecksum';

/** Upper case without spaces, as the Agenzia delle Entrate prints identifiers. */
export function normalizeIdentifier(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
