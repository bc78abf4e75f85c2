import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { buildModelKInput, furnitureSubcategory, modelKSubcategory } from './model-k.fixtures.ts';
import { buildModelK, modelKTotals } from './model-k.ts';

const NONE = {
  openingCents: 0,
  chargesCents: 0,
  mergeChargesCents: 0,
  increaseVouchersCents: 0,
  dischargesCents: 0,
  mergeDischargesCents: 0,
  depreciationCents: 0,
  decreaseVouchersCents: 0,
};

describe('buildModelK', () => {
  it('heads every page with the school and the year, and numbers the pages', () => {
    const document = buildModelK(buildModelKInput());
    expect(document.heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Modello K — Consistenza dei beni inventariati, esercizio 2026',
      'Beni inventariati per aggregazione, categoria e sottocategoria (esclusi i beni durevoli)',
    ]);
    expect(document.footer(2, 3)).toBe('Pagina 2 di 3');
    expect(document.columns.map((column) => column.title)).toEqual([
      'Codice',
      'Aggregazione / sottocategoria',
      'Consistenza al 01/01/2026',
      'Aumenti: carichi',
      'Aumenti: buoni di aumento',
      'Diminuzioni: scarichi',
      'Diminuzioni: ammortamento',
      'Diminuzioni: buoni di diminuzione',
      'Consistenza al 31/12/2026',
    ]);
  });

  it('closes each subcategory at its opening value plus the increases minus the decreases', () => {
    const [row] = buildModelK(buildModelKInput({ subcategories: [modelKSubcategory()] })).rows;
    // 10.000 + 2.500 + 100 − 900 − 2.625 − 50 = 9.025
    expect(row?.cells).toEqual([
      '03.01',
      'Beni mobili · Macchine e attrezzature — Hardware',
      '10.000,00 €',
      '2.500,00 €',
      '100,00 €',
      '900,00 €',
      '2.625,00 €',
      '50,00 €',
      '9.025,00 €',
    ]);
  });

  it('shows a merge apart, in two more columns, only in a year a merge moved goods', () => {
    const merged = buildModelK(
      buildModelKInput({
        subcategories: [modelKSubcategory({ mergeChargesCents: 40_000, mergeDischargesCents: 0 })],
      }),
    );
    expect(merged.columns.map((c) => c.title)).toContain('Aumenti: da accorpamento');
    expect(merged.columns.map((c) => c.title)).toContain('Diminuzioni: per accorpamento');
    // 10.000 + 2.500 + 400 + 100 − 900 − 0 − 2.625 − 50 = 9.425
    expect(merged.rows[0]?.cells.slice(2)).toEqual([
      '10.000,00 €',
      '2.500,00 €',
      '400,00 €',
      '100,00 €',
      '900,00 €',
      '0,00 €',
      '2.625,00 €',
      '50,00 €',
      '9.425,00 €',
    ]);
    const plain = buildModelK(buildModelKInput({ subcategories: [modelKSubcategory()] }));
    expect(plain.columns.map((c) => c.title)).not.toContain('Aumenti: da accorpamento');
  });

  it('groups the subcategories by aggregation line in code order, a total under each and a grand total', () => {
    const subcategories = [
      modelKSubcategory(),
      furnitureSubcategory('02', { ...NONE, openingCents: 300_000, depreciationCents: 30_000 }),
      furnitureSubcategory('01', { ...NONE, chargesCents: 45_000 }),
    ];
    const rows = buildModelK(buildModelKInput({ subcategories })).rows;
    expect(rows.map((row) => [row.kind ?? 'data', row.cells[0], row.cells[1], row.cells[8]])).toEqual([
      ['data', '01.01', 'Beni mobili · Mobili e arredi — Arredi 01', '450,00 €'],
      ['data', '01.02', 'Beni mobili · Mobili e arredi — Arredi 02', '2.700,00 €'],
      ['subtotal', 'K01', 'Totale K01 — Mobili e arredi', '3.150,00 €'],
      ['data', '03.01', 'Beni mobili · Macchine e attrezzature — Hardware', '9.025,00 €'],
      ['subtotal', 'K03', 'Totale K03 — Hardware', '9.025,00 €'],
      ['total', '', 'Totale generale', '12.175,00 €'],
    ]);
  });

  it('has totals that are the exact sums of the subcategories, in cents', () => {
    const subcategories = Array.from({ length: 300 }, (_, i) =>
      furnitureSubcategory(String(i).padStart(3, '0'), {
        openingCents: 10 + (i % 3),
        chargesCents: 1 + (i % 7),
        increaseVouchersCents: i % 2,
        dischargesCents: i % 5,
        depreciationCents: 1,
        decreaseVouchersCents: i % 4,
      }),
    );
    const totals = modelKTotals(subcategories);
    const closing = subcategories.reduce(
      (sum, s) =>
        sum +
        s.openingCents +
        s.chargesCents +
        s.increaseVouchersCents -
        s.dischargesCents -
        s.depreciationCents -
        s.decreaseVouchersCents,
      0,
    );
    expect(totals.closingCents).toBe(closing);
    const rows = buildModelK(buildModelKInput({ subcategories })).rows;
    expect(rows.at(-1)?.cells.slice(2)).toEqual(
      [
        totals.openingCents,
        totals.chargesCents,
        totals.increaseVouchersCents,
        totals.dischargesCents,
        totals.depreciationCents,
        totals.decreaseVouchersCents,
        closing,
      ].map(formatCents),
    );
  });

  it('has no rows for a school without inventory assets, and says so', () => {
    const document = buildModelK(buildModelKInput({ year: 2025 }));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe("Nessun bene inventariato nell'esercizio 2025.");
  });
});
