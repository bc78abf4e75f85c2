import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { buildRelocationList, type Relocation, type RelocationListInput } from './relocation-list.ts';
import { renderList } from './render-list.ts';

const move = (n: number, overrides: Partial<Relocation> = {}): Relocation => ({
  date: `2026-0${1 + (n % 9)}-15`,
  assetClass: n % 4 === 0 ? 'durable' : 'inventory',
  number: n,
  description: `Proiettore Epson EB-${n}`,
  from: `SC/A${n} Aula ${n}`,
  to: 'SC/MAG Magazzino',
  by: 'demo.dsga',
  ...overrides,
});

const input = (relocations: Relocation[]): RelocationListInput => ({
  school: SCHOOL,
  fromDate: '2026-01-01',
  toDate: '2026-12-31',
  relocations,
});

describe('buildRelocationList', () => {
  it('heads the pages with the period', () => {
    expect(buildRelocationList(input([])).heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Elenco degli spostamenti',
      'Spostamenti dal 01/01/2026 al 31/12/2026',
    ]);
  });

  it('prints each move with the date, the asset, where from, where to and who', () => {
    const rows = buildRelocationList(input([move(3), move(4, { from: null })])).rows;
    expect(rows[0]?.cells).toEqual([
      '15/04/2026',
      'Inventario',
      '3',
      'Proiettore Epson EB-3',
      'SC/A3 Aula 3',
      'SC/MAG Magazzino',
      'demo.dsga',
    ]);
    expect(rows[1]?.cells.slice(1, 5)).toEqual([
      'Durevole',
      '4',
      'Proiettore Epson EB-4',
      'Senza ubicazione',
    ]);
  });

  it('counts the moves at the end', () => {
    expect(buildRelocationList(input([move(1)])).rows.at(-1)?.cells[3]).toBe('Totale: 1 spostamento');
    const many = Array.from({ length: 1200 }, (_, i) => move(i + 1));
    const last = buildRelocationList(input(many)).rows.at(-1);
    expect([last?.kind, last?.cells[3]]).toEqual(['total', 'Totale: 1.200 spostamenti']);
  });

  it('says when nothing moved in the period', () => {
    const document = buildRelocationList(input([]));
    expect(document.rows).toEqual([]);
    expect(document.emptyMessage).toBe('Nessuno spostamento di beni dal 01/01/2026 al 31/12/2026.');
  });
});

describe('relocation list as PDF', () => {
  it('prints the moves and their count, each page headed and numbered', async () => {
    const moves = Array.from({ length: 70 }, (_, i) => move(i + 1));
    const pages = await pdfPages(await renderList(buildRelocationList(input(moves))));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Elenco degli spostamenti');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(
      rowPattern(
        '15/08/2026',
        'Inventario',
        '7',
        'Proiettore Epson EB-7',
        'SC/A7 Aula 7',
        'SC/MAG Magazzino',
        'demo.dsga',
      ),
    );
    expect(pages.at(-1)).toMatch(rowPattern('Totale: 70 spostamenti'));
  });
});
