import { describe, expect, it } from 'vitest';
import type { ImportCell } from './cell-values.ts';
import { validateDurables } from './validate-durables.ts';

const HEADER = [
  'Descrizione',
  'Registro',
  'Categoria',
  'Sottocategoria',
  'Codice sede',
  'Codice ubicazione',
  'Quantità',
  'Prezzo unitario',
  'Data carico',
  'Fornitore',
  'Partita IVA fornitore',
  'Numero documento',
  'Data documento',
];

const row = (overrides: Partial<Record<string, ImportCell>> = {}): ImportCell[] => {
  const values: Record<string, ImportCell> = {
    Descrizione: 'Calcolatrice',
    Registro: 'BM',
    Categoria: '02',
    Sottocategoria: '01',
    'Codice sede': '01',
    'Codice ubicazione': 'LAB',
    Quantità: 1,
    'Prezzo unitario': '18,90',
    'Data carico': '12/09/2025',
    Fornitore: 'Cartoleria srl',
    'Partita IVA fornitore': '04567123098',
    'Numero documento': '87/2025',
    'Data documento': '10/09/2025',
    ...overrides,
  };
  return HEADER.map((header) => values[header] ?? null);
};

const validate = (rows: ImportCell[][], name = 'Beni') =>
  validateDurables([{ name, rows: [HEADER, ...rows] }]);

describe('type 2: durable goods', () => {
  it('forms one charge per date, supplier and document, each piece a good of its own', () => {
    const { plan, issues } = validate([
      row({ Quantità: 3 }),
      row({ Descrizione: 'Cucitrice', 'Prezzo unitario': '12,90' }),
      row({ 'Data carico': '01/09/2025', 'Numero documento': '80/2025', 'Codice ubicazione': 'A1' }),
    ]);
    expect(issues).toEqual([]);
    expect(
      plan.movements.map((m) => [m.kind, m.year, m.number, m.date, m.creditorCode, m.lines.length]),
    ).toEqual([
      ['charge', 2025, null, '2025-09-01', 'IVA 04567123098', 1],
      ['charge', 2025, null, '2025-09-12', 'IVA 04567123098', 4],
    ]);
    expect(
      plan.assets.map((a) => [a.code, a.description, a.historicalCents, a.durableNumber, a.assetClass]),
    ).toEqual([
      ['R4', 'Calcolatrice', 1_890, null, 'durable'],
      ['R2.1', 'Calcolatrice', 1_890, null, 'durable'],
      ['R2.2', 'Calcolatrice', 1_890, null, 'durable'],
      ['R2.3', 'Calcolatrice', 1_890, null, 'durable'],
      ['R3', 'Cucitrice', 1_290, null, 'durable'],
    ]);
    expect(plan.sites.map((s) => s.code)).toEqual(['01']);
    expect(plan.locations.map((l) => `${l.siteCode}|${l.code}`)).toEqual(['01|LAB', '01|A1']);
    expect(plan.subcategories.map((s) => [s.register, s.categoryCode, s.code, s.rates])).toEqual([
      ['movable', '02', '01', []],
    ]);
    expect(plan.creditors).toEqual([
      expect.objectContaining({ code: 'IVA 04567123098', vendorType: 'G', businessName: 'Cartoleria srl' }),
    ]);
  });

  it('refuses a price of the inventory, a quantity out of range and half a location, by row', () => {
    const { plan, issues } = validate([
      row({ 'Prezzo unitario': '200,00' }),
      row({ Quantità: 5000 }),
      row({ 'Codice ubicazione': null }),
      row(),
    ]);
    expect(issues.map((i) => [i.code, i.row, i.column])).toEqual([
      ['durablePriceTooHigh', 2, 'Prezzo unitario'],
      ['quantityOutOfRange', 3, 'Quantità'],
      ['siteWithoutLocation', 4, 'Codice ubicazione'],
    ]);
    expect(plan.assets.map((a) => a.code)).toEqual(['R5']);
  });

  it("reads a file's only sheet whatever its name (a .csv), and names a missing one", () => {
    expect(validate([row()], 'acquisti-2025').plan.assets).toHaveLength(1);
    const none = validateDurables([]);
    expect(none.issues.map((i) => [i.code, i.sheet])).toEqual([['missingSheet', 'Beni']]);
  });
});
