import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import {
  type AssetsByCreditorInput,
  buildAssetsByCreditor,
  type CreditorAsset,
  type CreditorVoucher,
  voucherPapers,
} from './assets-by-creditor.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { renderList } from './render-list.ts';

const voucher = (number: number, overrides: Partial<CreditorVoucher> = {}): CreditorVoucher => ({
  number,
  year: 2026,
  date: `2026-03-${String(number).padStart(2, '0')}`,
  delivery: null,
  invoice: null,
  ...overrides,
});

const asset = (v: CreditorVoucher, number: number, cents: number, durable = false): CreditorAsset => ({
  voucher: v,
  assetClass: durable ? 'durable' : 'inventory',
  number,
  description: `Bene ${number}${durable ? ' durevole' : ''}`,
  historicalValueCents: cents,
});

function input(assets: CreditorAsset[]): AssetsByCreditorInput {
  return {
    school: SCHOOL,
    creditor: { description: 'Informatica Srl' },
    fromDate: '2026-01-01',
    toDate: '2026-12-31',
    assets,
  };
}

const first = voucher(3, {
  delivery: { number: '77', date: '2026-03-01' },
  invoice: { type: 'Fattura elettronica', number: 'FE/12', date: '2026-03-02' },
});
const second = voucher(5);
const assets = [
  asset(first, 1, 30_010),
  asset(first, 2, 20_020),
  asset(first, 4, 9_99, true),
  asset(second, 9, 150_000),
];

describe('buildAssetsByCreditor', () => {
  it('heads the pages with the school, the title, the supplier and the period', () => {
    const document = buildAssetsByCreditor(input(assets));
    expect(document.heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Elenco dei beni per fornitore',
      'Fornitore: Informatica Srl',
      'Beni caricati dal 01/01/2026 al 31/12/2026',
    ]);
    expect(document.footer(2, 5)).toBe('Pagina 2 di 5');
  });

  it('names the voucher, its date and papers on its first line, inventory and durable numbers apart', () => {
    const rows = buildAssetsByCreditor(input(assets)).rows;
    expect(rows[0]?.cells).toEqual([
      '3/2026',
      '03/03/2026',
      'DDT n. 77 del 01/03/2026\nFattura elettronica n. FE/12 del 02/03/2026',
      '1',
      '',
      'Bene 1',
      '300,10 €',
    ]);
    expect(rows[1]?.cells.slice(0, 3)).toEqual(['', '', '']);
    expect(rows[2]?.cells.slice(3, 5)).toEqual(['', '4']);
  });

  it('closes each voucher with its subtotal and ends with a grand total equal to the lines', () => {
    const rows = buildAssetsByCreditor(input(assets)).rows;
    const labelled = rows.filter((row) => row.kind).map((row) => [row.kind, row.cells[5], row.cells[6]]);
    expect(labelled).toEqual([
      ['subtotal', 'Totale buono 3/2026 (3 beni)', formatCents(30_010 + 20_020 + 999)],
      ['subtotal', 'Totale buono 5/2026 (1 bene)', '1.500,00 €'],
      ['total', 'Totale generale (4 beni)', formatCents(30_010 + 20_020 + 999 + 150_000)],
    ]);
  });

  it('writes only the papers a voucher has', () => {
    expect(voucherPapers(voucher(1))).toBe('');
    expect(voucherPapers(voucher(1, { invoice: { type: null, number: '5', date: null } }))).toBe(
      'Fattura n. 5',
    );
  });

  it('says when the supplier charged nothing in the period', () => {
    const document = buildAssetsByCreditor(input([]));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe(
      'Nessun bene caricato da Informatica Srl dal 01/01/2026 al 31/12/2026.',
    );
  });
});

describe('assets by creditor as PDF', () => {
  it('prints the vouchers, the assets, the subtotals and the total, with "Pagina N di M"', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      asset(voucher(1 + Math.floor(i / 10)), i + 1, 25_000 + i),
    );
    const pages = await pdfPages(await renderList(buildAssetsByCreditor(input(many))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Elenco dei beni per fornitore');
      expect(page).toContain('Fornitore: Informatica Srl');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(rowPattern('1/2026', '01/03/2026', '1', 'Bene 1', '250,00 €'));
    expect(text).toMatch(rowPattern('Totale buono 1/2026 (10 beni)', formatCents(25_000 * 10 + 45)));
    const total = many.reduce((sum, a) => sum + a.historicalValueCents, 0);
    expect(pages.at(-1)).toMatch(rowPattern('Totale generale (120 beni)', formatCents(total)));
  });
});
