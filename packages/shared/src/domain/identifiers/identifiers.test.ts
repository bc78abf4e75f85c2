import { describe, expect, it } from 'vitest';
import { checkFiscalCode } from './fiscal-code.ts';
import { checkVatNumber, normalizeVatNumber } from './vat-number.ts';

describe('checkFiscalCode', () => {
  it('accepts natural persons with the right check character, in any case and spacing', () => {
    expect(checkFiscalCode('RSSMRA85T10A562S')).toBe('valid');
    expect(checkFiscalCode('MRTMTT91D08F205J')).toBe('valid');
    expect(checkFiscalCode(' rssmra85t10a562s ')).toBe('valid');
    expect(checkFiscalCode('RSS MRA 85T10 A562S')).toBe('valid');
  });

  it('refuses a wrong check character as a checksum error', () => {
    expect(checkFiscalCode('RSSMRA85T10A562T')).toBe('invalidChecksum');
    expect(checkFiscalCode('BNCLCU80A01H501X')).toBe('invalidChecksum');
    expect(checkFiscalCode('BNCLCU80A01H501Q')).toBe('valid');
  });

  it('accepts omocodia letters in place of digits', () => {
    // RSSMRA85T10A562S with its last digit 2 replaced by N (omocodia), and the check recomputed.
    expect(checkFiscalCode('RSSMRA85T10A56NH')).toBe('valid');
  });

  it('refuses a month letter that does not exist and a wrong length', () => {
    expect(checkFiscalCode('RSSMRA85Z10A562S')).toBe('invalidFormat');
    expect(checkFiscalCode('RSSMRA85T10A562')).toBe('invalidFormat');
    expect(checkFiscalCode('')).toBe('invalidFormat');
  });

  it('accepts the 11-digit fiscal code of a legal person by its check digit', () => {
    expect(checkFiscalCode('97123450583')).toBe('valid');
    expect(checkFiscalCode('97123450580')).toBe('invalidChecksum');
  });
});

describe('checkVatNumber', () => {
  it('accepts a valid number with or without the IT prefix', () => {
    expect(checkVatNumber('00743110157')).toBe('valid');
    expect(checkVatNumber('IT 00743110157')).toBe('valid');
    expect(checkVatNumber('12345678903')).toBe('valid');
  });

  it('refuses a wrong check digit, letters and wrong lengths', () => {
    expect(checkVatNumber('00743110158')).toBe('invalidChecksum');
    expect(checkVatNumber('0074311015A')).toBe('invalidFormat');
    expect(checkVatNumber('0074311015')).toBe('invalidFormat');
    expect(checkVatNumber('007431101570')).toBe('invalidFormat');
  });

  it('stores the number as 11 digits', () => {
    expect(normalizeVatNumber('it00743110157')).toBe('00743110157');
  });
});
