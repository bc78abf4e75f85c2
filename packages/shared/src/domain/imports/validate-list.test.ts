import { describe, expect, it } from 'vitest';
import { validateList } from './validate-list.ts';

const locations = {
  name: 'Ubicazioni',
  rows: [
    ['Codice sede', 'Codice', 'Descrizione', 'Subconsegnatario'],
    ['PL1', 'A1', 'Aula 1', 'Maria Bianchi'],
    ['pl1', 'A2', 'Aula 2', 'maria bianchi'],
    ['PL2', 'A1', 'Aula 1', null],
    ['PL2', 'A1', 'Aula 1 bis', null],
  ],
};

describe('validateList', () => {
  it('reads a file of locations, and names once each site and sub-consignee it places them in', () => {
    const { plan, issues } = validateList([locations], 'location');
    expect(plan.locations.map((l) => `${l.siteCode}|${l.code}`)).toEqual([
      'PL1|A1',
      'pl1|A2',
      'PL2|A1',
      'PL2|A1',
    ]);
    expect(plan.sites.map((s) => s.code)).toEqual(['PL1', 'PL2']);
    expect(plan.subConsignees.map((p) => p.description)).toEqual(['Maria Bianchi']);
    expect(plan.assets).toEqual([]);
    expect(issues).toEqual([
      expect.objectContaining({ severity: 'error', code: 'duplicateLocation', sheet: 'Ubicazioni', row: 5 }),
    ]);
  });

  it("reads the file's only sheet whatever its name, and leaves other sheets out with a warning", () => {
    const sites = {
      name: 'export',
      rows: [
        ['Codice', 'Descrizione'],
        ['S1', 'Sede centrale'],
      ],
    };
    expect(validateList([sites], 'site').plan.sites).toEqual([
      { row: 2, code: 'S1', description: 'Sede centrale', address: null, city: null },
    ]);
    const both = validateList([{ ...sites, name: 'Sedi' }, locations], 'site');
    expect(both.plan.sites).toHaveLength(1);
    expect(both.plan.locations).toEqual([]);
    expect(both.issues).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'unknownSheet', sheet: 'Ubicazioni' }),
    ]);
  });

  it("is an error when a file of several sheets has not the list's", () => {
    const other = { name: 'Beni', rows: [['Descrizione'], ['Sedia']] };
    const { issues } = validateList([locations, other], 'creditor');
    expect(issues).toEqual([
      expect.objectContaining({ severity: 'error', code: 'missingSheet', sheet: 'Fornitori' }),
    ]);
  });
});
