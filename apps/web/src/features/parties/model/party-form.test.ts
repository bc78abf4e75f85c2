import { describe, expect, it } from 'vitest';
import { administrationFormSchema, toAdministrationSave } from './administration-form.ts';
import { debtorFormDefaults, debtorFormSchema, toDebtorSave } from './debtor-form.ts';
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

describe('debtor form', () => {
  it('checks the contact details too, and stores the province in capitals', () => {
    const values = {
      ...debtorFormDefaults(undefined),
      businessName: 'Comune',
      vatNumber: '00743110157',
      province: 'Roma',
      email: 'x@y',
    };
    expect(issuesOf(debtorFormSchema.safeParse(values))).toEqual([
      ['province', 'rules.notValid'],
      ['email', 'rules.notValid'],
    ]);
    expect(toDebtorSave({ ...values, province: ' rm ', city: '' }, undefined)).toMatchObject({
      province: 'RM',
      city: null,
    });
  });
});

describe('administration form', () => {
  it('asks for a description and checks an optional fiscal code', () => {
    const values = { description: ' ', fiscalCode: '97123450580', address: '', city: '' };
    expect(issuesOf(administrationFormSchema.safeParse(values))).toEqual([
      ['description', 'rules.mandatory'],
      ['fiscalCode', 'rules.invalidFiscalCode'],
    ]);
    expect(
      toAdministrationSave({ ...values, description: 'Comune di Roma', fiscalCode: '' }, undefined),
    ).toEqual({
      description: 'Comune di Roma',
      fiscalCode: null,
      address: null,
      city: null,
    });
  });
});
