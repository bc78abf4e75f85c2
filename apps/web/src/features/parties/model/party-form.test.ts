import { describe, expect, it } from 'vitest';
import { creditorFormSchema, partyIdentityDefaults, toCreditorSave } from './party-form.ts';

function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('creditor form', () => {
  it('accepts a legal person with business name and a valid VAT number', () => {
    const values = {
      ...partyIdentityDefaults(undefined, 'G'),
      businessName: 'Rossi srl',
      vatNumber: '00743110157',
    };
    expect(issuesOf(creditorFormSchema.safeParse(values))).toEqual([]);
  });

  it('refuses a wrong VAT check digit on the VAT field', () => {
    const values = {
      ...partyIdentityDefaults(undefined, 'G'),
      businessName: 'Rossi srl',
      vatNumber: '00743110158',
    };
    expect(issuesOf(creditorFormSchema.safeParse(values))).toEqual([['vatNumber', 'rules.invalidVatNumber']]);
  });

  it('checks only the boxes of the chosen kind: a hidden wrong VAT does not block a natural person', () => {
    const values = {
      ...partyIdentityDefaults(undefined, 'F'),
      vatNumber: '123',
      name: 'Mario',
      surname: 'Rossi',
      fiscalCode: 'rssmra85t10a562s',
    };
    expect(issuesOf(creditorFormSchema.safeParse(values))).toEqual([]);
    expect(toCreditorSave(values, undefined)).toEqual({
      vendorType: 'F',
      businessName: null,
      vatNumber: null,
      fiscalCode: 'rssmra85t10a562s',
      name: 'Mario',
      surname: 'Rossi',
    });
  });

  it('asks a natural person for name, surname and fiscal code', () => {
    expect(issuesOf(creditorFormSchema.safeParse(partyIdentityDefaults(undefined, 'F')))).toEqual([
      ['name', 'rules.mandatory'],
      ['surname', 'rules.mandatory'],
      ['fiscalCode', 'rules.mandatory'],
    ]);
  });
});
