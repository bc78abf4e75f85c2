import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildRegisterAsset, buildRegisterInput } from './inventory-register.fixtures.ts';
import { inventoryRegisterTotals } from './inventory-register.ts';
import { renderInventoryRegister } from './render-inventory-register.ts';

/** One line of the register's text holding these cells, whole and in this order, whatever the spacing. */
function rowPattern(...cells: string[]): RegExp {
  const escaped = cells.map((cell) => cell.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?:^|\\s)${escaped.join('\\s+(?:.*\\s+)?')}(?:\\s|$)`, 'm');
}

describe('renderInventoryRegister', () => {
  const assets = Array.from({ length: 300 }, (_, i) =>
    i + 1 === 42
      ? buildRegisterAsset(42, { historicalValueCents: 123456, actualValueCents: 100001 })
      : buildRegisterAsset(i + 1),
  );
  const input = buildRegisterInput(0, { assets });
  let rendered: { pdf: Buffer; pages: string[] };
  beforeAll(async () => {
    const pdf = await renderInventoryRegister(input);
    rendered = { pdf, pages: await pdfPages(pdf) };
  });

  it('is an A4 landscape PDF titled after the register', async () => {
    const info = await pdfInfo(rendered.pdf);
    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts \(A4\)/);
    expect(info.Title).toBe('Registro di inventario — Beni mobili al 31/12/2026');
  });

  it('heads and numbers every page: "Pagina 1 di N" … "Pagina N di N"', () => {
    const { pages } = rendered;
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain('Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma');
      expect(page).toContain('Registro di inventario — Beni mobili');
      expect(page).toContain('Situazione al 31/12/2026');
      expect(page).toMatch(/N\. inv\.\s+Data carico\s+Descrizione\s+Q\.tà\s+Ubicazione\s+Valore storico/);
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
  });

  it('prints the assets with their dates, vouchers and amounts', () => {
    const text = rendered.pages.join('\n');
    for (const n of [1, 42, 150, 300]) {
      const asset = assets[n - 1];
      if (!asset) throw new Error(`no asset ${n}`);
      const voucher = `${asset.chargeVoucher?.number}/${asset.chargeVoucher?.year}`;
      const firstWords = asset.description.split(' ').slice(0, 3).join(' ');
      expect(text).toMatch(
        rowPattern(
          String(n),
          formatDate(asset.chargeDate),
          voucher,
          firstWords,
          formatCents(asset.historicalValueCents),
        ),
      );
    }
    expect(text).toMatch(rowPattern('42', '1.234,56 €', '1.000,01 €'));
    // Asset 97 is in a discharge proposal (fixtures): the note sits on its line, wrapped in its column.
    expect(text).toMatch(rowPattern('97', formatCents(assets[96]?.actualValueCents ?? 0), 'in proposta di'));
  });

  it('carries the page totals forward and ends with grand totals equal to the sum of the lines', () => {
    const { pages } = rendered;
    const carried = /A riportare\s+([\d.,]+ €)\s+([\d.,]+ €)/.exec(pages[0] ?? '');
    const brought = /Riporto\s+([\d.,]+ €)\s+([\d.,]+ €)/.exec(pages[1] ?? '');
    expect(carried?.slice(1)).toEqual(brought?.slice(1));
    expect(pages[pages.length - 1]).not.toContain('A riportare');
    const totals = inventoryRegisterTotals(assets);
    expect(pages[pages.length - 1]).toMatch(
      rowPattern(
        'Totale generale (300 beni)',
        '300',
        formatCents(totals.historicalValueCents),
        formatCents(totals.actualValueCents),
      ),
    );
  });

  it('keeps tens of millions of euros and thousands of items on one line', async () => {
    const big = (n: number) =>
      buildRegisterAsset(n, {
        quantity: 5_000,
        historicalValueCents: 999_999_999,
        actualValueCents: 999_999_999,
      });
    const pdf = await renderInventoryRegister(buildRegisterInput(0, { assets: [big(1), big(2)] }));
    const [page] = await pdfPages(pdf);
    expect(page).toMatch(rowPattern('1', '5.000', '9.999.999,99 €', '9.999.999,99 €'));
    expect(page).toMatch(
      rowPattern('Totale generale (2 beni)', '10.000', '19.999.999,98 €', '19.999.999,98 €'),
    );
  });

  it('prints one page saying the register has no assets', async () => {
    const pages = await pdfPages(await renderInventoryRegister(buildRegisterInput(0)));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Nessun bene iscritto nel registro alla data del 31/12/2026.');
    expect(pages[0]).toContain('Pagina 1 di 1');
  });
});
