import { beforeAll, describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../pdf/pdf.fixtures.ts';
import { buildModelKInput, furnitureSubcategory, modelKSubcategory } from './model-k.fixtures.ts';
import { renderModelK } from './render-model-k.ts';

describe('renderModelK', () => {
  const subcategories = [
    modelKSubcategory(),
    ...Array.from({ length: 60 }, (_, i) => furnitureSubcategory(String(i + 1).padStart(2, '0'))),
  ];
  let rendered: { pdf: Buffer; pages: string[] };
  beforeAll(async () => {
    const pdf = await renderModelK(buildModelKInput({ subcategories }));
    rendered = { pdf, pages: await pdfPages(pdf) };
  });

  it('is an A4 landscape PDF titled after the year', async () => {
    const info = await pdfInfo(rendered.pdf);
    expect(info['Page size']).toMatch(/^841\.89 x 595\.28 pts \(A4\)/);
    expect(info.Title).toBe('Modello K — esercizio 2026');
  });

  it('heads and numbers every page', () => {
    const { pages } = rendered;
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain('Istituto Comprensivo "Gianni Rodari" – Via dei Gracchi 12, 00192 Roma');
      expect(page).toContain('Modello K — Consistenza dei beni inventariati, esercizio 2026');
      expect(page).toContain(`Pagina ${index + 1} di ${pages.length}`);
    });
  });

  it('prints each subcategory, the line totals and the grand total', () => {
    const text = rendered.pages.join('\n');
    expect(text).toMatch(
      /03\.01\s+Beni mobili · Macchine e attrezzature —.*10\.000,00 €\s+2\.500,00 €\s+100,00 €\s+900,00 €\s+2\.625,00 €\s+50,00 €\s+9\.025,00 €/,
    );
    // 61 subcategories of 9.025,00 € each.
    expect(text).toMatch(/K01\s+Totale K01 — Mobili e arredi\s+600\.000,00 €.*541\.500,00 €/);
    expect(text).toMatch(/K03\s+Totale K03 — Hardware\s+10\.000,00 €.*9\.025,00 €/);
    expect(rendered.pages.at(-1)).toMatch(/Totale generale\s+610\.000,00 €.*550\.525,00 €/);
  });

  it('prints one page saying there are no inventory assets', async () => {
    const pages = await pdfPages(await renderModelK(buildModelKInput()));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Nessun bene inventariato nell'esercizio 2026.");
  });
});
