import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { type AssetsBySiteInput, buildAssetsBySite } from './assets-by-site.ts';
import { buildHeldAsset } from './held-assets.fixtures.ts';
import type { HeldAsset } from './held-assets.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { renderList } from './render-list.ts';

function input(assets: HeldAsset[], locations: string[] | null = null): AssetsBySiteInput {
  return {
    school: SCHOOL,
    site: { code: 'SC', description: 'Sede centrale' },
    atDate: '2026-06-30',
    locations,
    assets,
  };
}

const sum = (assets: HeldAsset[]) => assets.reduce((total, a) => total + a.actualValueCents, 0);

describe('buildAssetsBySite', () => {
  it('heads the pages with the site, the locations chosen and the date', () => {
    const heading = (locations: string[] | null) =>
      buildAssetsBySite(input([], locations)).heading.map((line) => line.text);
    expect(heading(null)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Elenco dei beni per sede e ubicazione',
      'Sede SC Sede centrale — tutte le ubicazioni',
      'Situazione al 30/06/2026',
    ]);
    expect(heading(['A1 Aula 1', 'A2 Aula 2'])[2]).toBe(
      'Sede SC Sede centrale — ubicazioni: A1 Aula 1, A2 Aula 2',
    );
  });

  it('groups by location, with the class of each asset and a subtotal per location', () => {
    const assets = [1, 2, 4, 11].map((n) => buildHeldAsset(n));
    const rows = buildAssetsBySite(input(assets)).rows;
    expect(rows.map((row) => [row.kind ?? 'data', row.cells[0], row.cells[3]])).toEqual([
      ['subtotal', '', 'Ubicazione SC/A1 Aula 1'],
      ['data', 'Inventario', assets[0]?.description],
      ['data', 'Inventario', assets[1]?.description],
      ['data', 'Durevole', assets[2]?.description],
      ['subtotal', '', 'Totale ubicazione SC/A1 Aula 1 (3 beni)'],
      ['subtotal', '', 'Ubicazione SC/A2 Aula 2'],
      ['data', 'Inventario', assets[3]?.description],
      ['subtotal', '', 'Totale ubicazione SC/A2 Aula 2 (1 bene)'],
      ['total', '', 'Totale generale (4 beni)'],
    ]);
    expect(rows[4]?.cells.slice(5)).toEqual(['5', '', formatCents(sum(assets.slice(0, 3)))]);
    expect(rows[8]?.cells.slice(5)).toEqual(['6', '', formatCents(sum(assets))]);
  });

  it('prints an asset with its number, register, category, date and value at the date', () => {
    const asset = buildHeldAsset(7, {
      description: 'Proiettore',
      chargeDate: '2025-03-07',
      actualValueCents: 123_456,
    });
    expect(buildAssetsBySite(input([asset])).rows[1]?.cells).toEqual([
      'Inventario',
      '7',
      'Beni mobili',
      'Proiettore',
      '03.01',
      '1',
      '07/03/2025',
      '1.234,56 €',
    ]);
    expect(buildAssetsBySite(input([asset])).columns.at(-1)?.title).toBe('Valore attuale al 30/06/2026');
  });

  it('says when the locations hold nothing at the date', () => {
    const document = buildAssetsBySite(input([]));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe('Nessun bene nelle ubicazioni scelte alla data del 30/06/2026.');
  });
});

describe('assets by site as PDF', () => {
  it('prints every location with its assets and subtotal, the total on the last page', async () => {
    const assets = Array.from({ length: 95 }, (_, i) => buildHeldAsset(i + 1));
    const pages = await pdfPages(await renderList(buildAssetsBySite(input(assets))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Elenco dei beni per sede e ubicazione');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(rowPattern('Durevole', '4', 'Beni mobili', 'Sedia impilabile'));
    expect(text).toMatch(rowPattern('Ubicazione SC/A10 Aula 10'));
    expect(text).toMatch(rowPattern('Totale ubicazione SC/A10 Aula 10 (5 beni)'));
    expect(pages.at(-1)).toMatch(rowPattern('Totale generale (95 beni)', formatCents(sum(assets))));
  });
});
