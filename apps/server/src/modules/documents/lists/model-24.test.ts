import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildHeldAsset } from './held-assets.fixtures.ts';
import type { HeldAsset } from './held-assets.ts';
import { rowPattern, SCHOOL } from './list.fixtures.ts';
import { buildModel24, type Model24Input, type Model24Section } from './model-24.ts';
import { renderList } from './render-list.ts';

const officials = { manager: 'Maria Bianchi', consignee: 'Mario Rossi' };
const assets = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => buildHeldAsset(from + i));
const sum = (list: readonly HeldAsset[]) => list.reduce((total, a) => total + a.actualValueCents, 0);

function input(kind: Model24Input['kind'], sections: Model24Section[]): Model24Input {
  return { school: SCHOOL, atDate: '2026-06-30', officials, kind, sections };
}

const texts = (rows: ReturnType<typeof buildModel24>['rows']) =>
  rows.map((row) => [row.kind ?? 'data', row.cells[2]]);

describe('buildModel24', () => {
  it('heads the consignee model with the DSGA and the date', () => {
    const document = buildModel24(input('consignee', [{ subConsignee: null, assets: [] }]));
    expect(document.heading.map((line) => line.text)).toEqual([
      'Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma',
      'Modello 24: beni affidati al consegnatario',
      'Consegnatario (DSGA): Mario Rossi',
      'Situazione al 30/06/2026',
    ]);
    const unnamed = buildModel24({
      ...input('consignee', []),
      officials: { manager: null, consignee: null },
    });
    expect(unnamed.heading.map((line) => line.text)).not.toContain('Consegnatario (DSGA): Mario Rossi');
  });

  it('lists the consignee goods with their total and the DSGA and DS signatures', () => {
    const held = assets(1, 3);
    const rows = buildModel24(input('consignee', [{ subConsignee: null, assets: held }])).rows;
    expect(texts(rows)).toEqual([
      ['data', held[0]?.description],
      ['data', held[1]?.description],
      ['data', held[2]?.description],
      ['subtotal', 'Totale beni affidati al consegnatario (3 beni)'],
      ['data', 'Il consegnatario (DSGA): Mario Rossi\n\nFirma ________________________________'],
      ['data', 'Il dirigente scolastico: Maria Bianchi\n\nFirma ________________________________'],
    ]);
    expect(rows[0]?.cells).toEqual([
      'Inventario',
      '1',
      held[0]?.description,
      'SC/A1 Aula 1',
      '1',
      formatCents(held[0]?.actualValueCents ?? 0),
    ]);
    expect(rows[3]?.cells.slice(4)).toEqual(['3', formatCents(sum(held))]);
  });

  it('gives each sub-consignee a section with its heading, total and signatures, and a grand total', () => {
    const first = assets(1, 2);
    const second = assets(11, 1);
    const rows = buildModel24(
      input('subConsignee', [
        { subConsignee: 'Anna Verdi', assets: first },
        { subConsignee: 'Luca Neri', assets: second },
      ]),
    ).rows;
    const sign = (who: string) => ['data', `${who}\n\nFirma ________________________________`];
    expect(texts(rows)).toEqual([
      ['subtotal', 'Subconsegnatario: Anna Verdi'],
      ['data', first[0]?.description],
      ['data', first[1]?.description],
      ['subtotal', 'Totale beni affidati a Anna Verdi (2 beni)'],
      sign('Il subconsegnatario: Anna Verdi'),
      sign('Il consegnatario (DSGA): Mario Rossi'),
      ['subtotal', 'Subconsegnatario: Luca Neri'],
      ['data', second[0]?.description],
      ['subtotal', 'Totale beni affidati a Luca Neri (1 bene)'],
      sign('Il subconsegnatario: Luca Neri'),
      sign('Il consegnatario (DSGA): Mario Rossi'),
      ['total', 'Totale generale (3 beni)'],
    ]);
    expect(rows.at(-1)?.cells[5]).toBe(formatCents(sum([...first, ...second])));
  });

  it('says so in a section whose locations hold nothing, and still asks for the signatures', () => {
    const rows = buildModel24(input('subConsignee', [{ subConsignee: 'Anna Verdi', assets: [] }])).rows;
    expect(texts(rows).slice(0, 3)).toEqual([
      ['subtotal', 'Subconsegnatario: Anna Verdi'],
      ['data', 'Nessun bene affidato alla data.'],
      ['subtotal', 'Totale beni affidati a Anna Verdi (0 beni)'],
    ]);
    expect(rows).toHaveLength(5);
  });
});

describe('Model 24 as PDF', () => {
  it('prints the sections, totals and signature lines, each page headed and numbered', async () => {
    const first = assets(1, 60);
    const second = assets(61, 10);
    const document = buildModel24(
      input('subConsignee', [
        { subConsignee: 'Anna Verdi', assets: first },
        { subConsignee: 'Luca Neri', assets: second },
      ]),
    );
    const pages = await pdfPages(await renderList(document));
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Modello 24: beni affidati ai subconsegnatari');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toMatch(rowPattern('Subconsegnatario: Luca Neri'));
    expect(text).toMatch(rowPattern('Totale beni affidati a Anna Verdi (60 beni)', formatCents(sum(first))));
    expect(text).toMatch(rowPattern('Il subconsegnatario: Luca Neri'));
    expect(text).toMatch(/Firma _+\s+Data _+/);
    expect(pages.at(-1)).toMatch(
      rowPattern('Totale generale (70 beni)', formatCents(sum([...first, ...second]))),
    );
  });
});
