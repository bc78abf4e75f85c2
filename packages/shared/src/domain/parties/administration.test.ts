import { describe, expect, it } from 'vitest';
import { checkAdministration } from './administration.ts';

describe('checkAdministration', () => {
  it('accepts a description alone, or with a valid fiscal code of either kind', () => {
    expect(checkAdministration({ description: 'Comune di Roma' })).toEqual([]);
    expect(checkAdministration({ description: 'Comune di Roma', fiscalCode: '97123450583' })).toEqual([]);
    expect(checkAdministration({ description: 'Ente', fiscalCode: 'rssmra85t10a562s' })).toEqual([]);
  });

  it('asks for a description and refuses an invalid fiscal code', () => {
    expect(checkAdministration({ description: '  ', fiscalCode: '97123450580' })).toEqual([
      { field: 'description', message: 'rules.mandatory' },
      { field: 'fiscalCode', message: 'rules.invalidFiscalCode' },
    ]);
  });
});
