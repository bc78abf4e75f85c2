import { describe, expect, it } from 'vitest';
import type { ImportCell } from './cell-values.ts';
import { applyColumnMapping, fileColumnsOf, proposeColumnMapping } from './column-mapping.ts';
import { validateSchoolSoftware } from './validate-school-software.ts';

const HEADER = [
  'Numero inventario',
  'Registro',
  'Descrizione',
  'Categoria',
  'Sottocategoria',
  'Sede',
  'Ubicazione',
  'Valore storico',
  'Valore attuale',
  'Quantità',
  'Data carico',
  'Fornitore',
  'Partita IVA fornitore',
  'Tipo documento',
  'Numero documento',
  'Data documento',
];

const row = (overrides: Partial<Record<string, ImportCell>> = {}): ImportCell[] => {
  const values: Record<string, ImportCell> = {
    'Numero inventario': 1,
    Registro: 'BM',
    Descrizione: 'Notebook',
    Categoria: '03',
    Sottocategoria: '01',
    Sede: 'Centrale',
    Ubicazione: 'Lab1',
    'Valore storico': '720,00',
    'Valore attuale': '360,00',
    Quantità: 1,
    'Data carico': '01/03/2023',
    Fornitore: 'Informatica Veneta S.r.l.',
    'Partita IVA fornitore': '02897650285',
    'Tipo documento': 'Fattura',
    'Numero documento': '45/2023',
    'Data documento': '20/02/2023',
    ...overrides,
  };
  return HEADER.map((header) => values[header] ?? null);
};

const validate = (rows: ImportCell[][], header = HEADER) =>
  validateSchoolSoftware([{ name: 'Beni', rows: [header, ...rows] }]);

describe('type 4: another school software', () => {
  it('makes each row a good of the inventory, as the file has it', () => {
    const { plan, issues } = validate([
      row(),
      row({
        'Numero inventario': 2,
        Registro: null,
        'Valore attuale': null,
        Quantità: 30,
        Descrizione: 'Sedia',
      }),
    ]);
    expect(issues).toEqual([]);
    expect(plan.assets[0]).toMatchObject({
      row: 2,
      code: 'R2',
      register: 'movable',
      assetClass: 'inventory',
      inventoryNumber: 1,
      durableNumber: null,
      description: 'Notebook',
      categoryCode: '03',
      subcategoryCode: '01',
      quantity: 1,
      historicalCents: 72_000,
      actualCents: 36_000,
      originalCents: null,
      chargeDate: '2023-03-01',
      state: 'charged',
      universalityCode: null,
    });
    // An empty register is the movable goods'; an empty actual value the historical; the quantity is kept.
    expect(plan.assets[1]).toMatchObject({
      code: 'R3',
      register: 'movable',
      inventoryNumber: 2,
      quantity: 30,
      historicalCents: 72_000,
      actualCents: 72_000,
    });
  });

  it('forms one charge per date, supplier and document (its kind included), in date order, unnumbered', () => {
    const { plan, issues } = validate([
      row({ 'Valore storico': '100,00' }),
      row({ 'Numero inventario': 2, 'Valore storico': '200,00' }),
      row({ 'Numero inventario': 3, 'Tipo documento': 'DDT' }),
      row({ 'Numero inventario': 4, 'Data carico': '10/01/2023', 'Partita IVA fornitore': null }),
    ]);
    expect(issues).toEqual([]);
    expect(
      plan.movements.map((m) => [
        m.kind,
        m.year,
        m.number,
        m.date,
        m.creditorCode,
        m.documentType,
        m.lines.map((l) => [l.assetCode, l.valueCents]),
      ]),
    ).toEqual([
      ['charge', 2023, null, '2023-01-10', 'Informatica Veneta S.r.l.', 'Fattura', [['R5', 72_000]]],
      [
        'charge',
        2023,
        null,
        '2023-03-01',
        'IVA 02897650285',
        'Fattura',
        [
          ['R2', 10_000],
          ['R3', 20_000],
        ],
      ],
      ['charge', 2023, null, '2023-03-01', 'IVA 02897650285', 'DDT', [['R4', 72_000]]],
    ]);
    expect(plan.creditors.map((c) => c.code)).toEqual(['IVA 02897650285', 'Informatica Veneta S.r.l.']);
    expect(plan.subcategories.map((s) => [s.register, s.categoryCode, s.code, s.description])).toEqual([
      ['movable', '03', '01', '03.01'],
    ]);
  });

  it('imports the years of the charges, the latest open for the school to go on from', () => {
    const { plan } = validate([
      row({ 'Data carico': '05/05/2025' }),
      row({ 'Numero inventario': 2, 'Data carico': '01/03/2021' }),
      row({ 'Numero inventario': 3, 'Data carico': '01/09/2023' }),
      row({ 'Numero inventario': 4, 'Data carico': '01/02/2021' }),
    ]);
    expect(plan.years).toEqual([
      { row: 3, year: 2021, startDate: '2021-01-01', endDate: '2021-12-31', state: 'imported' },
      { row: 4, year: 2023, startDate: '2023-01-01', endDate: '2023-12-31', state: 'imported' },
      { row: 2, year: 2025, startDate: '2025-01-01', endDate: null, state: 'open' },
    ]);
  });

  it('makes a site of each Sede and a location of each Ubicazione in it, long texts coded by number', () => {
    const longSite = 'Plesso di via Garibaldi, scuola primaria';
    const longRoom = 'Laboratorio di informatica del primo piano';
    const { plan, issues } = validate([
      row({ Sede: longSite, Ubicazione: longRoom }),
      row({ 'Numero inventario': 2, Sede: 'S1', Ubicazione: 'Aula 1' }),
      row({ 'Numero inventario': 3 }),
      row({ 'Numero inventario': 4, Sede: longSite, Ubicazione: 'U1' }),
      row({ 'Numero inventario': 5, Sede: longSite, Ubicazione: `${longRoom} (2)` }),
      row({ 'Numero inventario': 6, Sede: null }),
      row({ 'Numero inventario': 7, Ubicazione: null }),
      // The same places, case aside: the first spelling names them.
      row({ 'Numero inventario': 8, Sede: 'CENTRALE', Ubicazione: 'LAB1' }),
    ]);
    expect(plan.sites.map((s) => [s.row, s.code, s.description])).toEqual([
      [2, 'S2', longSite],
      [3, 'S1', 'S1'],
      [4, 'Centrale', 'Centrale'],
      [7, 'SEDE', 'Sede'],
    ]);
    expect(plan.locations.map((l) => [l.siteCode, l.code, l.description])).toEqual([
      ['S2', 'U2', longRoom],
      ['S2', 'U1', 'U1'],
      ['S2', 'U3', `${longRoom} (2)`],
      ['S1', 'Aula 1', 'Aula 1'],
      ['Centrale', 'Lab1', 'Lab1'],
      ['SEDE', 'Lab1', 'Lab1'],
    ]);
    expect(
      [...plan.assets].sort((a, b) => a.row - b.row).map((a) => [a.row, a.siteCode, a.locationCode]),
    ).toEqual([
      [2, 'S2', 'U2'],
      [3, 'S1', 'Aula 1'],
      [4, 'Centrale', 'Lab1'],
      [5, 'S2', 'U1'],
      [6, 'S2', 'U3'],
      [7, 'SEDE', 'Lab1'],
      [8, null, null],
      [9, 'Centrale', 'Lab1'],
    ]);
    // A site alone holds no good: the good comes in without a place, and the user is told.
    expect(issues).toEqual([
      { severity: 'warning', code: 'siteWithoutLocation', sheet: 'Beni', row: 8, column: 'Ubicazione' },
    ]);
  });

  it('puts every location in one site when the file has no Sede', () => {
    const header = HEADER.filter((h) => h !== 'Sede');
    const rows = [row({ Ubicazione: 'Aula 1' }), row({ 'Numero inventario': 2, Ubicazione: 'Aula 2' })].map(
      (cells) => cells.filter((_, i) => HEADER[i] !== 'Sede'),
    );
    const { plan, issues } = validate(rows, header);
    expect(issues).toEqual([]);
    expect(plan.sites.map((s) => [s.code, s.description])).toEqual([['SEDE', 'Sede']]);
    expect(plan.locations.map((l) => `${l.siteCode}|${l.code}`)).toEqual(['SEDE|Aula 1', 'SEDE|Aula 2']);
  });

  it('refuses an inventory number twice in a register and a quantity out of range, by row', () => {
    const { plan, issues } = validate([
      row(),
      row({ Registro: 'LB' }),
      row({ Descrizione: 'Doppione' }),
      row({ 'Numero inventario': 2, Quantità: 5000 }),
      row({ 'Numero inventario': 3, Descrizione: null }),
    ]);
    expect(issues.map((i) => [i.code, i.row, i.column, i.params])).toEqual([
      ['duplicateInventoryNumber', 4, 'Numero inventario', { value: 'movable 1', firstRow: 2 }],
      ['quantityOutOfRange', 5, 'Quantità', { max: 1_000 }],
      ['required', 6, 'Descrizione', undefined],
    ]);
    expect(plan.assets.map((a) => a.code)).toEqual(['R2', 'R3', 'R4']);
  });

  it('gives an empty plan for a sheet without goods, and names a missing sheet', () => {
    expect(validate([])).toEqual(validateSchoolSoftware([{ name: 'Beni', rows: [HEADER] }]));
    const empty = validate([]);
    expect(empty.issues).toEqual([]);
    expect(empty.plan.assets).toEqual([]);
    expect(empty.plan.years).toEqual([]);
    const none = validateSchoolSoftware([{ name: 'Istruzioni', rows: [['Foglio']] }]);
    expect(none.issues.map((i) => [i.code, i.sheet])).toEqual([['missingSheet', 'Beni']]);
  });

  it("reads another product's file once mapped, its rows numbered as the file's", () => {
    const file = {
      name: 'Export',
      rows: [
        [],
        ['N. inv.', 'Oggetto', 'Cat.', 'Sottocat.', 'Locale', 'Costo', 'Caricato il', 'Colore'],
        [7, 'Stampante', '03', '02', 'Segreteria', '250,00', '12/10/2024', 'nero'],
        [],
        [8, 'Scanner', '03', '02', 'Segreteria', 'cento', '12/10/2024', 'grigio'],
      ] as ImportCell[][],
    };
    const columns = fileColumnsOf([file]);
    const mapping = {
      ...proposeColumnMapping(columns?.headers ?? [], null),
      inventoryNumber: 'N. inv.',
      description: 'Oggetto',
      categoryCode: 'Cat.',
      subcategoryCode: 'Sottocat.',
      location: 'Locale',
      historicalValue: 'Costo',
      chargeDate: 'Caricato il',
    };
    const { plan, issues } = validateSchoolSoftware([applyColumnMapping(file, mapping)]);
    expect(plan.assets.map((a) => [a.code, a.inventoryNumber, a.siteCode, a.locationCode])).toEqual([
      ['R3', 7, 'SEDE', 'Segreteria'],
    ]);
    // No warning of the column the mapping leaves out; the error at the file's row.
    expect(issues.map((i) => [i.severity, i.code, i.row, i.column])).toEqual([
      ['error', 'cell.notAnAmount', 5, 'Valore storico'],
    ]);
  });
});
