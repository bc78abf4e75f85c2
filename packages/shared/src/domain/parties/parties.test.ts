import { describe, expect, it } from 'vitest';
import { checkParty, partyDisplayName } from './parties.ts';

describe('checkParty', () => {
  it('accepts a legal person with business name and a valid VAT number', () => {
    expect(
      checkParty({ vendorType: 'G', businessName: 'Rossi Forniture srl', vatNumber: '00743110157' }),
    ).toEqual([]);
  });

  it('asks a legal person for business name and VAT number', () => {
    expect(checkParty({ vendorType: 'G' })).toEqual([
      { field: 'businessName', message: 'rules.mandatory' },
      { field: 'vatNumber', message: 'rules.mandatory' },
    ]);
  });

  it('refuses a VAT number with a wrong check digit', () => {
    expect(checkParty({ vendorType: 'G', businessName: 'X', vatNumber: '00743110158' })).toEqual([
      { field: 'vatNumber', message: 'rules.invalidVatNumber' },
    ]);
  });

  it('accepts a natural person with name, surname and a valid fiscal code', () => {
    expect(
      checkParty({ vendorType: 'F', name: 'Mario', surname: 'Rossi', fiscalCode: 'RSSMRA85T10A562S' }),
    ).toEqual([]);
  });

  it('asks a natural person for name, surname and fiscal code, and checks the code', () => {
    expect(
      checkParty({ vendorType: 'F', name: ' ', surname: 'Rossi', fiscalCode: 'RSSMRA85T10A562T' }),
    ).toEqual([
      { field: 'name', message: 'rules.mandatory' },
      { field: 'fiscalCode', message: 'rules.invalidFiscalCode' },
    ]);
  });

  it('checks an optional fiscal code of a legal person too', () => {
    expect(
      checkParty({ vendorType: 'G', businessName: 'X', vatNumber: '00743110157', fiscalCode: '00743110158' }),
    ).toEqual([{ field: 'fiscalCode', message: 'rules.invalidFiscalCode' }]);
  });
});

describe('partyDisplayName', () => {
  it('shows the business name of a legal person and surname then name of a natural one', () => {
    expect(partyDisplayName({ vendorType: 'G', businessName: ' Acme spa ' })).toBe('Acme spa');
    expect(partyDisplayName({ vendorType: 'F', name: 'Mario', surname: 'Rossi' })).toBe('Rossi Mario');
  });
});
