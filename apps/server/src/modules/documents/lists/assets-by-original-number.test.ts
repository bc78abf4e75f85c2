import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import {
  type AssetsByOriginalNumberInput,
  buildAssetsByOriginalNumber,
  type OriginalNumberAsset,
} from './assets-by-original-number.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { renderList } from './render-list.ts';

const asset = (n: number, overrides: Partial<OriginalNumberAsset> = {}): OriginalNumberAsset => ({
  originalNumber: `A-${String(n).padStart(4, '0')}`,
  assetClass: n % 5 === 0 ? 'durable' : 'inventory',
  number: 100 + n,
  register: 'Beni mobili',
  description: `Banco biposto s/n ${n}`,
  location: n % 3 === 0 ? null : 'SC/A1 Aula 1',
  historicalValueCents: 20_000 + n,
  actualValueCents: 10_000 + n,
  ...overrides,
});

const input = (assets: OriginalNumberAsset[]): AssetsByOriginalNumberInput => ({
  school: SCHOOL,
  from: 'A-0001',
  to: 'A-0100',
  assets,
});

describe('buildAssetsByOriginalNumber', () => {
  it('heads the pages with the range', () => {
    expect(buildAssetsByOriginalNumber(input([])).heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Elenco dei beni per numero di inventario originario',
      'Numeri di inventario originari dal n. A-0001 al n. A-0100',
    ]);
  });

  it('prints the original number beside the current one, the register and the values', () => {
    const [row] = buildAssetsByOriginalNumber(input([asset(1)])).rows;
    expect(row?.cells).toEqual([
      'A-0001',
      'Beni mobili',
      'Inventario',
      '101',
      'Banco biposto s/n 1',
      'SC/A1 Aula 1',
      '200,01 €',
      '100,01 €',
    ]);
    expect(buildAssetsByOriginalNumber(input([asset(3)])).rows[0]?.cells[5]).toBe('');
    expect(buildAssetsByOriginalNumber(input([asset(5)])).rows[0]?.cells[2]).toBe('Durevole');
  });

  it('ends with totals equal to the sum of the lines', () => {
    const assets = Array.from({ length: 30 }, (_, i) => asset(i + 1));
    const total = buildAssetsByOriginalNumber(input(assets)).rows.at(-1);
    const sum = (pick: (a: OriginalNumberAsset) => number) => assets.reduce((s, a) => s + pick(a), 0);
    expect(total?.kind).toBe('total');
    expect(total?.cells.slice(4)).toEqual([
      'Totale generale (30 beni)',
      '',
      formatCents(sum((a) => a.historicalValueCents)),
      formatCents(sum((a) => a.actualValueCents)),
    ]);
  });

  it('says when no asset has an original number in the range', () => {
    const document = buildAssetsByOriginalNumber(input([]));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe(
      'Nessun bene con numero di inventario originario dal n. A-0001 al n. A-0100.',
    );
  });
});

describe('assets by original number as PDF', () => {
  it('prints the assets and the totals, each page headed and numbered', async () => {
    const assets = Array.from({ length: 80 }, (_, i) => asset(i + 1));
    const pages = await pdfPages(await renderList(buildAssetsByOriginalNumber(input(assets))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Elenco dei beni per numero di inventario originario');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(
      rowPattern(
        'A-0042',
        'Beni mobili',
        'Inventario',
        '142',
        'Banco biposto s/n 42',
        '200,42 €',
        '100,42 €',
      ),
    );
    const historical = assets.reduce((s, a) => s + a.historicalValueCents, 0);
    expect(pages.at(-1)).toMatch(rowPattern('Totale generale (80 beni)', formatCents(historical)));
  });
});
