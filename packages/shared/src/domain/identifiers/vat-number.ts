import { type IdentifierCheck, normalizeIdentifier } from './identifier-check.ts';

/**
 * The check digit of an 11-digit Italian number (partita IVA, and the fiscal code of legal
 * persons): digits in odd places are added, digits in even places are doubled (minus 9 when over 9).
 */
export function elevenDigitCheckDigit(first10: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(first10[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Checks an Italian VAT number (partita IVA), with or without the `IT` prefix. */
export function checkVatNumber(value: string): IdentifierCheck {
  const vat = normalizeIdentifier(value).replace(/^IT/, '');
  if (!/^\d{11}$/.test(vat)) return 'invalidFormat';
  return elevenDigitCheckDigit(vat.slice(0, 10)) === Number(vat[10]) ? 'valid' : 'invalidChecksum';
}

/** The VAT number as stored: 11 digits, no prefix. */
export function normalizeVatNumber(value: string): string {
  return normalizeIdentifier(value).replace(/^IT/, '');
}
