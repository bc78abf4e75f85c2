import { formatCents } from '@inventario/shared/format/currency';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildAsset, buildLocation, SCHOOL } from './minute.fixtures.ts';
import type { MinuteBlock } from './minute-document.ts';
import { renderMinutePdf } from './render-minute-pdf.ts';
import { buildSubconsigneeHandover, type SubconsigneeHandoverInput } from './subconsignee-handover.ts';

const locations = [
  buildLocation(1),
  buildLocation(2, { description: 'Laboratorio di informatica' }),
  buildLocation(3),
];
const assets = [
  ...Array.from({ length: 40 }, (_, i) => buildAsset(i + 1, { locationId: 1 })),
  ...Array.from({ length: 25 }, (_, i) => buildAsset(i + 41, { locationId: 2, valueCents: 99_999 })),
];
const input: SubconsigneeHandoverInput = {
  direction: 'handover',
  school: SCHOOL,
  atDate: '2026-03-31',
  subConsignee: { description: 'Prof. Anna Bianchi', fiscalCode: 'BNCNNA80A41H501U' },
  locations,
  assets,
};

type Table = Extract<MinuteBlock, { kind: 'table' }>;
const tables = (blocks: readonly MinuteBlock[]) => blocks.filter((b): b is Table => b.kind === 'table');

describe('buildSubconsigneeHandover', () => {
  const document = buildSubconsigneeHandover(input);

  it('sums each location and the whole, and the total adds up to the locations', () => {
    const [summary] = tables(document.blocks);
    const cents = (location: number) =>
      assets.filter((a) => a.locationId === location).reduce((sum, a) => sum + a.valueCents, 0);
    expect(summary?.rows.map((r) => r.cells.slice(1))).toEqual([
      ['40', formatCents(cents(1))],
      ['25', formatCents(25 * 99_999)],
      ['0', formatCents(0)],
      ['65', formatCents(cents(1) + cents(2))],
    ]);
    expect(summary?.rows.at(-1)?.kind).toBe('total');
  });

  it('lists the goods grouped by location with a total each, an empty location saying so', () => {
    const [, first, second, third] = tables(document.blocks);
    expect(first?.rows).toHaveLength(41);
    expect(first?.rows.at(-1)?.cells[2]).toBe('Totale ubicazione (40 beni)');
    expect(second?.rows.at(-1)?.cells[4]).toBe(formatCents(25 * 99_999));
    expect(third?.rows).toEqual([]);
    expect(third?.emptyMessage).toContain('Nessun bene');
  });

  it('names the act, the parties and the two copies; the return reverses the act', () => {
    const text = document.blocks.map((b) => ('text' in b ? b.text : '')).join('\n');
    expect(text).toContain(
      'affida in custodia al subconsegnatario Prof. Anna Bianchi (C.F. BNCNNA80A41H501U)',
    );
    expect(text).toContain('D.I. 129/2018');
    expect(text).toContain('duplice copia');
    const back = buildSubconsigneeHandover({ ...input, direction: 'return' });
    expect(back.blocks[0]).toEqual({
      kind: 'title',
      text: 'Verbale di restituzione dei beni dal subconsegnatario',
    });
    expect(back.blocks.map((b) => ('text' in b ? b.text : '')).join('\n')).toContain(
      'restituisce al Direttore',
    );
  });

  it('leaves a line for a DS or DSGA the school data does not name', () => {
    const unnamed = buildSubconsigneeHandover({ ...input, school: { ...SCHOOL, manager: null } });
    const signatures = unnamed.blocks.find((b) => b.kind === 'signatures');
    expect(signatures).toMatchObject({ signers: [{ name: 'Giuseppe Verdi' }, {}, { name: null }] });
    expect(JSON.stringify(unnamed.blocks)).toContain('Dirigente scolastico ____');
  });
});

describe('renderMinutePdf of a handover', () => {
  it('prints heading, act, goods, totals and signatures, numbering every page', async () => {
    const pdf = await renderMinutePdf(buildSubconsigneeHandover(input));
    const info = await pdfInfo(pdf);
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(info.Title).toBe(
      'Verbale di consegna dei beni al subconsegnatario — Prof. Anna Bianchi al 31/03/2026',
    );
    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
    const text = pages.join('\n');
    expect(text).toContain('Verbale di consegna dei beni al subconsegnatario');
    expect(text).toMatch(/SC\/L02 Laboratorio di informatica \(Sede centrale\)\s+25\s+24\.999,75 €/);
    expect(text).toMatch(/Totale ubicazione \(25 beni\)\s+24\.999,75 €/);
    expect(text).toMatch(/41\s+Beni mobili\s+Lavagna interattiva/);
    expect(text).toContain('Nessun bene in questa ubicazione alla data.');
    expect(text).toMatch(/Il DSGA \(consegnatario\)\s+Il subconsegnatario/);
    expect(text).toMatch(/Giuseppe Verdi\s+Prof\. Anna Bianchi/);
    expect(text).toContain('Maria Rossi');
  });
});
