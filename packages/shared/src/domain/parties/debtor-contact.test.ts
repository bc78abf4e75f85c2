import { describe, expect, it } from 'vitest';
import { checkDebtorContact, normalizeProvince } from './debtor-contact.ts';

describe('checkDebtorContact', () => {
  it('accepts a two-letter province, a five-digit postal code and an email, or nothing at all', () => {
    expect(
      checkDebtorContact({ province: 'rm', postalCode: '00184', email: 'segreteria@scuola.it' }),
    ).toEqual([]);
    expect(checkDebtorContact({ province: ' ', postalCode: null, email: undefined })).toEqual([]);
  });

  it('refuses a province that is not two letters, a postal code that is not five digits, a bad email', () => {
    expect(checkDebtorContact({ province: 'Roma', postalCode: '0018', email: 'segreteria@scuola' })).toEqual([
      { field: 'province', message: 'rules.notValid' },
      { field: 'postalCode', message: 'rules.notValid' },
      { field: 'email', message: 'rules.notValid' },
    ]);
    expect(checkDebtorContact({ province: 'R1', postalCode: '0018A', email: 'a b@c.it' })).toHaveLength(3);
  });

  it('stores the province in upper case', () => {
    expect(normalizeProvince(' mi ')).toBe('MI');
  });
});
