import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildMovementRegisterInput, chargeLines } from './movement-register.fixtures.ts';
import { movementRegisterTotals } from './movement-register.ts';
import { renderMovementRegister } from './render-movement-register.ts';

describe('renderMovementRegister', () => {
  const lines = chargeLines(30, 12);
  const input = buildMovementRegisterInput({ lines, startPage: 41 });
  let rendered: { pdf: Buffer; pages: string[] };
  beforeAll(async () => {
    const pdf = await renderMovementRegister(input);
    rendered = { pdf, pages: await pdfPages(pdf) };
  });

  it('is an A4 portrait PDF titled after the register and the dates', async () => {
    const info = await pdfInfo(rendered.pdf);
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts \(A4\)/);
    expect(info.Title).toBe('Registro analitico degli aumenti — Beni mobili dal 01/01/2026 al 31/12/2026');
  });

  it('heads every page and numbers the pages from the start page', () => {
    const { pages } = rendered;
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((page, index) => {
      expect(page).toContain('Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma');
      expect(page).toContain('Registro analitico degli aumenti — Beni mobili');
      expect(page).toContain('Movimenti dal 01/01/2026 al 31/12/2026');
      expect(page).toMatch(/Data\s+Movimento\s+N\. inv\.\s+Descrizione\s+Importo/);
      expect(page).toMatch(new RegExp(`Pagina ${41 + index}\\s*$`));
    });
  });

  it('prints the lines, the subtotals and a grand total equal to the sum of the lines', () => {
    const { pages } = rendered;
    const text = pages.join('\n');
    const first = lines[0];
    if (!first) throw new Error('no lines');
    expect(text).toMatch(
      new RegExp(
        `04/01/2026\\s+Carico n\\. 1/2026\\s+1\\s+${first.description.split(' ')[0]}.*\\s${formatCents(first.amountCents)}`,
      ),
    );
    const firstMovement = lines.slice(0, 12).reduce((sum, line) => sum + line.amountCents, 0);
    expect(text).toMatch(
      new RegExp(`Totale Carico n\\. 1/2026 \\(12 beni\\)\\s+${formatCents(firstMovement)}`),
    );
    const carried = /A riportare\s+([\d.,]+ €)/.exec(pages[0] ?? '');
    const brought = /Riporto\s+([\d.,]+ €)/.exec(pages[1] ?? '');
    expect(carried?.[1]).toBe(brought?.[1]);
    const total = movementRegisterTotals(lines).amountCents;
    expect(pages.at(-1)).toMatch(
      new RegExp(`Totale generale \\(30 movimenti, 360 beni\\)\\s+${formatCents(total).replace('.', '\\.')}`),
    );
  });

  it('prints one page saying there are no movements, numbered as asked', async () => {
    const empty = buildMovementRegisterInput({ documentType: DOCUMENT_TYPE.durableDecrease, startPage: 7 });
    const pages = await pdfPages(await renderMovementRegister(empty));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Registro dei beni durevoli: diminuzioni — Beni mobili');
    expect(pages[0]).toContain('Nessun movimento dal 01/01/2026 al 31/12/2026.');
    expect(pages[0]).toContain('Pagina 7');
  });
});
