import { type IdentifierCheck, normalizeIdentifier } from './identifier-check.ts';
import { elevenDigitCheckDigit } from './vat-number.ts';

// Values of characters in odd places (1st, 3rd, …) for the check character; digits share the
// values of the letters in the same position (0 = A, 1 = B, …).
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

// Omocodia: when two people would get the same code, digits are replaced by these letters.
const DIGIT_OR_OMOCODIA = '[0-9LMNPQRSTUV]';
const PERSON_PATTERN = new RegExp(
  `^[A-Z]{6}${DIGIT_OR_OMOCODIA}{2}[ABCDEHLMPRST]${DIGIT_OR_OMOCODIA}{2}[A-Z]${DIGIT_OR_OMOCODIA}{3}[A-Z]$`,
);

function checkValueOf(char: string, oddPlace: boolean): number {
  const isDigit = char >= '0' && char <= '9';
  const index = isDigit ? char.charCodeAt(0) - 48 : char.charCodeAt(0) - 65;
  return oddPlace ? (ODD_VALUES[index] ?? 0) : index;
}

/** The check character (16th) of a natural person's fiscal code. */
export function personCheckCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += checkValueOf(first15[i] ?? 'A', i % 2 === 0);
  return String.fromCharCode(65 + (sum % 26));
}

/**
 * Checks an Italian fiscal code: 16 characters for a natural person (omocodia letters allowed, check
 * character verified) or 11 digits for a legal person (check digit verified).
 */
export function checkFiscalCode(value: string): IdentifierCheck {
  const code = normalizeIdentifier(value);
  if (/^\d{11}$/.test(code)) {
    return elevenDigitCheckDigit(code.slice(0, 10)) === Number(code[10]) ? 'valid' : 'invalidChecksum';
  }
  if (!PERSON_PATTERN.test(code)) return 'invalidFormat';
  return personCheckCharacter(code.slice(0, 15)) === code[15] ? 'valid' : 'invalidChecksum';
}

export function normalizeFiscalCode(value: string): string {
  return normalizeIdentifier(value);
}
