import { describe, expect, it } from 'vitest';
import { administrationFormSchema, toAdministrationSave } from './administration-form.ts';
import { debtorFormDefaults, debtorFormSchema, toDebtorSave } from './debtor-form.ts';

function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

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
