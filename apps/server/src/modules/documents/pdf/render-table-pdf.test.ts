import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from './pdf.fixtures.ts';
import { renderTablePdf } from './render-table-pdf.ts';
import type { TableDocument, TableRow } from './table-document.ts';

function document(rows: readonly TableRow[], overrides: Partial<TableDocument> = {}): TableDocument {
  return {
    page: { size: 'A4', orientation: 'portrait', margins: { top: 30, right: 30, bottom: 30, left: 30 } },
    heading: [{ text: 'Elenco di prova', style: 'bold', size: 12 }],
    columns: [
      { title: 'Testo', width: { share: 1 } },
      { title: 'Importo', width: 80, align: 'right' },
    ],
    rows,
    emptyMessage: 'Nessuna riga.',
    footer: (page, pages) => `Pagina ${page} di ${pages}`,
    ...overrides,
  };
}

// Printable ASCII in runs without spaces, so that pdftotext gives each back as one word.
const ASCII_RUNS = [
  '!"#$%&\'()*+,-./0123456789:;<=>?@',
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`',
  'abcdefghijklmnopqrstuvwxyz{|}~',
];

describe('renderTablePdf', () => {
  it('writes every character back as text, glyph ids that need escaping in a PDF string included', async () => {
    // Enough distinct characters that the subset's glyph ids pass 0x0a, 0x0d, 0x28, 0x29 and 0x5c.
    const rows = [...ASCII_RUNS, 'àèéìòù ÀÈÉÌÒÙ ç «€» — …', 'Perché più: e\u0301 composta'].map((text) => ({
      cells: [text, '1.234,56 €'],
    }));
    const [page] = await pdfPages(await renderTablePdf(document(rows), { title: 'Prova' }));
    for (const run of ASCII_RUNS) expect(page).toContain(run);
    expect(page).toContain('àèéìòù ÀÈÉÌÒÙ ç «€» — …');
    expect(page).toContain('Perché più: é composta');
    expect(page).toContain('1.234,56 €');
  });

  it('draws a portrait A4 page with its title, heading, header and footer', async () => {
    const pdf = await renderTablePdf(document([{ cells: ['Riga', '1,00 €'] }]), { title: 'Elenco' });
    const info = await pdfInfo(pdf);
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(info.Title).toBe('Elenco');
    const [page] = await pdfPages(pdf);
    expect(page).toMatch(/Elenco di prova\s+Testo\s+Importo\s+Riga\s+1,00 €\s+Pagina 1 di 1/);
  });

  it('wraps a long text over several lines and keeps later rows below it', async () => {
    const long = 'parola '.repeat(120).trim();
    const pages = await pdfPages(
      await renderTablePdf(document([{ cells: [long, ''] }, { cells: ['dopo', ''] }]), { title: 'x' }),
    );
    const lines = (pages[0] ?? '').split('\n').filter((line) => line.includes('parola'));
    expect(lines.length).toBeGreaterThan(3);
    expect((pages[0] ?? '').indexOf('dopo')).toBeGreaterThan((pages[0] ?? '').lastIndexOf('parola'));
  });
});
