import { describe, expect, it } from 'vitest';
import type { LaidOutPage, TableDocument, TableRow, TextMetrics } from './table-document.ts';
import { placeColumns } from './table-geometry.ts';
import { layoutTableDocument, tablePages } from './table-layout.ts';

/** Every character is half the font size wide; lines are 1.25 × the size apart (10 pt at 8 pt). */
const metrics: TextMetrics = {
  width: (text, _style, size) => (Array.from(text).length * size) / 2,
  lineHeight: (size) => size * 1.25,
};

const MARGIN = 20;

function table(rows: readonly TableRow[], overrides: Partial<TableDocument> = {}): TableDocument {
  return {
    page: {
      size: 'A4',
      orientation: 'portrait',
      margins: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN },
    },
    heading: [{ text: 'Registro di prova', style: 'bold', align: 'center' }],
    columns: [
      { title: 'N.', width: 40, align: 'right' },
      { title: 'Descrizione', width: { share: 1 } },
      { title: 'Valore', width: 80, align: 'right' },
    ],
    rows,
    emptyMessage: 'Nessun bene.',
    footer: (page, pages) => `Pagina ${page} di ${pages}`,
    ...overrides,
  };
}

function numbered(count: number, description = (n: number) => `bene ${n}`): TableRow[] {
  return Array.from({ length: count }, (_, i) => ({
    cells: [String(i + 1), description(i + 1), `${i + 1},00`],
    carried: [i + 1],
  }));
}

function textsOf(page: LaidOutPage): string[] {
  return page.texts.map((text) => text.text);
}

const CARRY = {
  columns: [2],
  labelColumn: 1,
  broughtForwardLabel: 'Riporto',
  carriedForwardLabel: 'A riportare',
  format: (amount: number) => `#${amount}`,
};

describe('layoutTableDocument', () => {
  it('repeats the heading and the header row on every page and numbers the pages once their count is known', () => {
    const laidOut = layoutTableDocument(table(numbered(200)), metrics);
    const count = laidOut.pages.length;
    expect(count).toBeGreaterThan(2);
    laidOut.pages.forEach((page, index) => {
      const texts = textsOf(page);
      expect(texts).toContain('Registro di prova');
      expect(texts).toEqual(expect.arrayContaining(['N.', 'Descrizione', 'Valore']));
      expect(texts).toContain(`Pagina ${index + 1} di ${count}`);
    });
  });

  it('places every row once, in order, and keeps the body above the footer', () => {
    const laidOut = layoutTableDocument(table(numbered(200)), metrics);
    const descriptions = laidOut.pages.flatMap((page) =>
      textsOf(page).filter((text) => text.startsWith('bene ')),
    );
    expect(descriptions).toEqual(Array.from({ length: 200 }, (_, i) => `bene ${i + 1}`));
    const footerTop = 841.89 - MARGIN - 10;
    for (const page of laidOut.pages) {
      for (const text of page.texts.filter((t) => t.text.startsWith('bene '))) {
        expect(text.y + 10).toBeLessThanOrEqual(footerTop);
      }
    }
  });

  it('moves a wrapped row whole to the next page rather than splitting it', () => {
    const long = (n: number) => (n % 7 === 0 ? `riga ${n} ${'parola '.repeat(40)}fine ${n}` : `bene ${n}`);
    const laidOut = layoutTableDocument(table(numbered(300, long)), metrics);
    const pageWith = (test: (text: string) => boolean) =>
      laidOut.pages.findIndex((page) => textsOf(page).some(test));
    expect(laidOut.pages[0]?.texts.filter((text) => text.text.startsWith('parola')).length).toBeGreaterThan(
      0,
    );
    for (let n = 7; n <= 300; n += 7) {
      const first = pageWith((text) => text.startsWith(`riga ${n} `));
      expect(first).not.toBe(-1);
      expect(pageWith((text) => text.endsWith(`fine ${n}`))).toBe(first);
    }
  });

  it('splits a row over pages only when it is taller than a page', () => {
    const lines = Array.from({ length: 200 }, (_, i) => `linea ${i + 1}`).join('\n');
    const laidOut = layoutTableDocument(table([{ cells: ['1', lines, '1,00'] }]), metrics);
    expect(laidOut.pages.length).toBe(3);
    const placed = laidOut.pages.flatMap((page) => textsOf(page).filter((text) => text.startsWith('linea ')));
    expect(placed).toEqual(Array.from({ length: 200 }, (_, i) => `linea ${i + 1}`));
  });

  it("wraps a heading line wider than the page, as a school's long heading, without losing a word", () => {
    const heading = Array.from({ length: 40 }, (_, i) => `parola${i}`).join(' ');
    const laidOut = layoutTableDocument(
      table(numbered(2), { heading: [{ text: heading, style: 'bold', size: 10, align: 'center' }] }),
      metrics,
    );
    const [page] = laidOut.pages;
    if (!page) throw new Error('no page');
    const lines = page.texts.filter((text) => text.text.startsWith('parola'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.text).join(' ')).toBe(heading);
    for (const line of lines) expect(metrics.width(line.text, 'bold', 10)).toBeLessThanOrEqual(laidOut.width);
  });

  it('cuts a text with an ellipsis in a column that asks for one line', () => {
    const columns: TableDocument['columns'] = [
      { title: 'N.', width: 40 },
      { title: 'Ubicazione', width: 50, overflow: 'ellipsis' },
    ];
    const laidOut = layoutTableDocument(
      table([{ cells: ['1', 'Laboratorio di informatica'] }], { columns }),
      metrics,
    );
    expect(textsOf(laidOut.pages[0] as LaidOutPage)).toContain('Laboratori…');
  });

  it('aligns right-aligned cells on the column edge less the padding', () => {
    const laidOut = layoutTableDocument(table(numbered(3)), metrics);
    const [number, , value] = placeColumns(table([]).columns, {
      width: 595.28,
      height: 841.89,
      left: 20,
      right: 575.28,
      top: 20,
      bottom: 821.89,
    });
    const page = laidOut.pages[0] as LaidOutPage;
    const amount = page.texts.find((text) => text.text === '3,00');
    expect(amount && amount.x + metrics.width('3,00', 'regular', 8)).toBeCloseTo(
      (value?.x ?? 0) + (value?.width ?? 0) - 3,
    );
    const first = page.texts.find((text) => text.text === '1');
    expect(first && first.x + 4).toBeCloseTo((number?.x ?? 0) + 40 - 3);
  });

  it('carries the running totals: "A riportare" at the foot of each page, "Riporto" under the next header', () => {
    const laidOut = layoutTableDocument(table(numbered(200), { carryForward: CARRY }), metrics);
    let sum = 0;
    laidOut.pages.forEach((page, index) => {
      const texts = textsOf(page);
      if (index > 0) {
        expect(texts).toContain('Riporto');
        expect(texts[texts.indexOf('Riporto') + 1]).toBe(`#${sum}`);
      }
      for (const text of texts) if (text.startsWith('bene ')) sum += Number(text.slice(5));
      if (index < laidOut.pages.length - 1) {
        expect(texts[texts.indexOf('A riportare') + 1]).toBe(`#${sum}`);
      } else {
        expect(texts).not.toContain('A riportare');
      }
    });
    expect(sum).toBe((200 * 201) / 2);
  });

  it('prints totals rows in bold on a grey band', () => {
    const rows: TableRow[] = [...numbered(2), { cells: ['', 'Totale', '3,00'], kind: 'total' }];
    const page = layoutTableDocument(table(rows), metrics).pages[0] as LaidOutPage;
    const total = page.texts.find((text) => text.text === 'Totale');
    expect(total?.style).toBe('bold');
    expect(page.texts.find((text) => text.text === 'bene 1')?.style).toBe('regular');
    expect(page.fills.some((fill) => total && fill.y <= total.y && total.y < fill.y + fill.height)).toBe(
      true,
    );
  });

  it('prints one page saying there is nothing when the table is empty', () => {
    const laidOut = layoutTableDocument(table([], { carryForward: CARRY }), metrics);
    expect(laidOut.pages).toHaveLength(1);
    const texts = textsOf(laidOut.pages[0] as LaidOutPage);
    expect(texts).toEqual(
      expect.arrayContaining(['Registro di prova', 'Descrizione', 'Nessun bene.', 'Pagina 1 di 1']),
    );
    expect(texts).not.toContain('Riporto');
    expect(texts).not.toContain('A riportare');
  });

  it('lays out a landscape page with the long side across', () => {
    const laidOut = layoutTableDocument(
      table([], { page: { ...table([]).page, orientation: 'landscape' } }),
      metrics,
    );
    expect(laidOut.width).toBeCloseTo(841.89);
    expect(laidOut.height).toBeCloseTo(595.28);
  });
});

describe('tablePages', () => {
  it('counts the pages first, then lays them out one at a time as they are read, making the rows as it goes', () => {
    let reads = 0;
    let made = 0;
    const rows = {
      *[Symbol.iterator]() {
        reads++;
        for (const row of numbered(300)) {
          made++;
          yield row;
        }
      },
    };
    const paged = tablePages({ ...table([], { carryForward: CARRY }), rows }, metrics);
    expect(reads).toBe(1);
    expect(made).toBe(300);
    made = 0;
    let pageNumber = 0;
    let placed = 0;
    for (const page of paged.pages) {
      pageNumber++;
      const texts = textsOf(page);
      placed += texts.filter((text) => text.startsWith('bene ')).length;
      // The rows made so far are those of the pages handed over, and the one that did not fit.
      expect(made).toBeLessThanOrEqual(placed + 1);
      expect(texts.at(-1)).toBe(`Pagina ${pageNumber} di ${paged.pageCount}`);
    }
    expect(reads).toBe(2);
    expect(placed).toBe(300);
    expect(pageNumber).toBe(paged.pageCount);
    expect(paged.pageCount).toBeGreaterThan(3);
  });

  it('counts as many pages as it lays out, tall rows split and wrapped rows moved whole', () => {
    const long = (n: number) => (n % 5 === 0 ? `riga ${n} ${'parola '.repeat(60)}` : `bene ${n}`);
    const tall = Array.from({ length: 150 }, (_, i) => `linea ${i}`).join('\n');
    const documents = [
      table(numbered(250, long), { carryForward: CARRY }),
      table([...numbered(40), { cells: ['41', tall, '1,00'], carried: [1] }, ...numbered(40)], {
        carryForward: CARRY,
      }),
      table([]),
    ];
    for (const document of documents) {
      const paged = tablePages(document, metrics);
      expect([...paged.pages]).toHaveLength(paged.pageCount);
    }
  });
});

describe('placeColumns', () => {
  const frame = { width: 595.28, height: 841.89, left: 20, right: 520, top: 20, bottom: 800 };

  it('gives fixed columns their width and splits the rest by shares', () => {
    const placed = placeColumns(
      [
        { title: 'a', width: 100 },
        { title: 'b', width: { share: 3 } },
        { title: 'c', width: { share: 1 } },
      ],
      frame,
    );
    expect(placed.map((column) => [column.x, column.width])).toEqual([
      [20, 100],
      [120, 300],
      [420, 100],
    ]);
  });

  it('refuses fixed columns wider than the page', () => {
    expect(() =>
      placeColumns(
        [
          { title: 'a', width: 400 },
          { title: 'b', width: 200 },
        ],
        frame,
      ),
    ).toThrow(/600 pt/);
  });
});
