import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildRegisterAsset, buildRegisterInput } from '../registers/inventory-register.fixtures.ts';
import { inventoryRegisterTotals } from '../registers/inventory-register.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { renderList } from './render-list.ts';
import {
  buildSubcategoriesSummary,
  type SubcategoriesSummaryInput,
  type SummaryAsset,
  summaryLines,
  summaryTotals,
} from './subcategories-summary.ts';

const SUBCATEGORIES = [
  ['01', 'Mobili e arredi', '01', 'Mobili e arredi per ufficio'],
  ['01', 'Mobili e arredi', '02', 'Armadi e scaffali'],
  ['03', 'Hardware', '01', 'Personal computer e periferiche'],
  ['03', 'Hardware', '03', 'Lavagne interattive'],
  ['04', 'Attrezzature scientifiche', '02', 'Strumenti di laboratorio'],
  ['05', 'Strumenti musicali', '01', 'Strumenti musicali'],
].map(([categoryCode, categoryDescription, subcategoryCode, subcategoryDescription]) => ({
  categoryCode: String(categoryCode),
  categoryDescription: String(categoryDescription),
  subcategoryCode: String(subcategoryCode),
  subcategoryDescription: String(subcategoryDescription),
}));

function input(assets: readonly SummaryAsset[]): SubcategoriesSummaryInput {
  return {
    school: SCHOOL,
    register: { description: 'Beni mobili' },
    atDate: '2026-12-31',
    subcategories: SUBCATEGORIES,
    assets,
  };
}

const registerAssets = buildRegisterInput(300).assets;

describe('buildSubcategoriesSummary', () => {
  it('heads the pages with the register and the date', () => {
    expect(buildSubcategoriesSummary(input([])).heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Riepilogo per sottocategoria',
      'Registro: Beni mobili',
      'Situazione al 31/12/2026',
    ]);
  });

  it('sums each subcategory in code order, codes compared as numbers would be', () => {
    const asset = (categoryCode: string, subcategoryCode: string, cents: number): SummaryAsset => ({
      categoryCode,
      subcategoryCode,
      quantity: 2,
      historicalValueCents: cents,
      actualValueCents: cents - 1,
    });
    const lines = summaryLines(
      input([asset('03', '01', 100), asset('01', '02', 10), asset('03', '01', 5), asset('10', '1', 1)]),
    );
    expect(
      lines.map((l) => [
        l.subcategory.categoryCode,
        l.subcategory.subcategoryCode,
        l.assets,
        l.quantity,
        l.historicalValueCents,
        l.actualValueCents,
      ]),
    ).toEqual([
      ['01', '02', 1, 2, 10, 9],
      ['03', '01', 2, 4, 105, 103],
      ['10', '1', 1, 2, 1, 0],
    ]);
    expect(lines[0]?.subcategory.subcategoryDescription).toBe('Armadi e scaffali');
    expect(lines[2]?.subcategory.subcategoryDescription).toBe('');
  });

  it('has its totals equal to the inventory register totals at the same date', () => {
    const totals = summaryTotals(summaryLines(input(registerAssets)));
    const register = inventoryRegisterTotals(registerAssets);
    expect(totals).toEqual(register);
    const rows = buildSubcategoriesSummary(input(registerAssets)).rows;
    expect(rows.at(-1)?.cells).toEqual([
      '',
      '',
      'Totale generale',
      String(register.assets),
      String(register.quantity),
      formatCents(register.historicalValueCents),
      formatCents(register.actualValueCents),
    ]);
  });

  it('heads each category and closes it with its subtotal, the sum of its subcategories', () => {
    const assets = [
      buildRegisterAsset(1, {
        categoryCode: '03',
        subcategoryCode: '01',
        historicalValueCents: 100,
        actualValueCents: 50,
      }),
      buildRegisterAsset(2, {
        categoryCode: '03',
        subcategoryCode: '03',
        historicalValueCents: 200,
        actualValueCents: 70,
      }),
    ];
    const rows = buildSubcategoriesSummary(input(assets)).rows;
    expect(rows.map((row) => [row.kind, ...row.cells])).toEqual([
      ['subtotal', '03', '', 'Hardware', '', '', '', ''],
      ['data', '03', '01', 'Personal computer e periferiche', '1', '1', '1,00 €', '0,50 €'],
      ['data', '03', '03', 'Lavagne interattive', '1', '1', '2,00 €', '0,70 €'],
      ['subtotal', '', '', 'Totale categoria 03', '2', '2', '3,00 €', '1,20 €'],
      ['total', '', '', 'Totale generale', '2', '2', '3,00 €', '1,20 €'],
    ]);
  });

  it('says when the register holds nothing at the date', () => {
    const document = buildSubcategoriesSummary(input([]));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe('Nessun bene iscritto nel registro alla data del 31/12/2026.');
  });
});

describe('subcategories summary as PDF', () => {
  it('prints the subcategories, the category subtotals and the register totals', async () => {
    const pages = await pdfPages(await renderList(buildSubcategoriesSummary(input(registerAssets))));
    expect(pages).toHaveLength(1);
    const [page = ''] = pages;
    expect(page).toContain('Riepilogo per sottocategoria');
    expect(page).toContain('Pagina 1 di 1');
    const register = inventoryRegisterTotals(registerAssets);
    expect(page).toMatch(rowPattern('03', '01', 'Personal computer e periferiche'));
    expect(page).toMatch(rowPattern('Totale categoria 05'));
    expect(page).toMatch(
      rowPattern(
        'Totale generale',
        '300',
        '300',
        formatCents(register.historicalValueCents),
        formatCents(register.actualValueCents),
      ),
    );
  });
});
