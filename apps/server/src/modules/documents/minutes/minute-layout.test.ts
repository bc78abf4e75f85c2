import { describe, expect, it } from 'vitest';
import type { LaidOutPage, TextMetrics } from '../pdf/table-document.ts';
import type { MinuteDocument } from './minute-document.ts';
import { layoutMinute, PAGE } from './minute-layout.ts';

// Every character half an em wide: widths are easy to reason about.
const metrics: TextMetrics = {
  width: (text, _style, size) => [...text].length * size * 0.5,
  lineHeight: (size) => size * 1.2,
};
const texts = (page: LaidOutPage | undefined) => page?.texts.map((t) => t.text) ?? [];

const document = (blocks: MinuteDocument['blocks']): MinuteDocument => ({
  title: 'Prova',
  heading: ['Scuola di prova (XX000)'],
  blocks,
});

describe('layoutMinute', () => {
  it('wraps paragraphs inside the margins and numbers the pages', () => {
    const long = Array.from({ length: 900 }, (_, i) => `parola${i}`).join(' ');
    const laidOut = layoutMinute(document([{ kind: 'paragraph', text: long }]), metrics);
    expect(laidOut.pages.length).toBeGreaterThan(1);
    laidOut.pages.forEach((page, index) => {
      expect(texts(page)[0]).toBe('Scuola di prova (XX000)');
      expect(texts(page).at(-1)).toBe(`Pagina ${index + 1} di ${laidOut.pages.length}`);
      for (const text of page.texts) {
        expect(text.x).toBeGreaterThanOrEqual(PAGE.margin - 1e-6);
        expect(text.x + metrics.width(text.text, text.style, text.size)).toBeLessThanOrEqual(
          PAGE.width - PAGE.margin + 1e-6,
        );
        expect(text.y).toBeLessThanOrEqual(PAGE.height - PAGE.margin);
      }
    });
    const words = laidOut.pages.flatMap((p) => p.texts.slice(1, -1).flatMap((t) => t.text.split(' ')));
    expect(words).toHaveLength(900);
  });

  it("wraps a school's heading wider than the page on every page, without losing a word", () => {
    const heading = Array.from({ length: 30 }, (_, i) => `parola${i}`).join(' ');
    const laidOut = layoutMinute(
      { ...document([{ kind: 'paragraph', text: 'Testo' }]), heading: [heading] },
      metrics,
    );
    const lines = texts(laidOut.pages[0]).filter((text) => text.startsWith('parola'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(heading);
    expect(texts(laidOut.pages[0])).toContain('Testo');
  });

  it('repeats the table header on each page the table runs onto, rows whole', () => {
    const rows = Array.from({ length: 120 }, (_, i) => ({ cells: [String(i + 1), `Bene ${i + 1}`] }));
    const laidOut = layoutMinute(
      document([
        {
          kind: 'table',
          columns: [
            { title: 'N.', width: 40, align: 'right' },
            { title: 'Descrizione', width: { share: 1 } },
          ],
          rows,
          emptyMessage: 'Nessuno',
        },
      ]),
      metrics,
    );
    expect(laidOut.pages.length).toBeGreaterThan(1);
    for (const page of laidOut.pages) expect(texts(page)).toContain('Descrizione');
    const cells = laidOut.pages.flatMap((p) => texts(p).filter((t) => t.startsWith('Bene ')));
    expect(cells).toEqual(rows.map((r) => r.cells[1]));
  });

  it('says so when a table has no rows', () => {
    const laidOut = layoutMinute(
      document([
        {
          kind: 'table',
          columns: [{ title: 'A', width: { share: 1 } }],
          rows: [],
          emptyMessage: 'Nessun bene.',
        },
      ]),
      metrics,
    );
    expect(texts(laidOut.pages[0])).toContain('Nessun bene.');
  });

  it('keeps each pair of signatures on one page, with a line and the name under each role', () => {
    const filler = Array.from({ length: 55 }, () => ({ kind: 'paragraph' as const, text: 'riga' }));
    const laidOut = layoutMinute(
      document([
        ...filler,
        {
          kind: 'signatures',
          signers: [
            { role: 'Il DSGA', name: 'Giuseppe Verdi' },
            { role: 'Il Dirigente scolastico', name: null },
          ],
        },
      ]),
      metrics,
    );
    const last = laidOut.pages.at(-1);
    expect(texts(last)).toEqual(
      expect.arrayContaining(['Il DSGA', 'Giuseppe Verdi', 'Il Dirigente scolastico']),
    );
    const withRole = laidOut.pages.filter((p) => texts(p).some((t) => t.startsWith('Il ')));
    expect(withRole).toHaveLength(1);
    expect(last?.rules.length).toBeGreaterThanOrEqual(3);
  });
});
