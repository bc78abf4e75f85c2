import { describe, expect, it } from 'vitest';
import type { LabelAsset, LabelsLayoutSetting, LabelsPrint } from './label-view.ts';
import { decodeBarcodes, decodeSymbols, hasZbarimg, pdfText } from './labels-pdf.fixtures.ts';
import { renderLabels } from './render-labels.ts';

const threeByEight: LabelsLayoutSetting = { kind: 'sheet', rowsNumber: 8, columnsNumber: 3, barcodeScale: 1 };
const zebra: LabelsLayoutSetting = { kind: 'zebra', rowsNumber: 1, columnsNumber: 1, barcodeScale: 1 };

const buildAssets = (count: number, from = 1200): LabelAsset[] =>
  Array.from({ length: count }, (_, i) => ({
    assetId: 50_000 + from + i,
    inventoryNumber: from + i,
    registerAcronym: i % 3 === 0 ? 'BM' : null,
    originalInventoryNumber: i % 2 === 1 ? `${i}/A` : null,
  }));

const buildPrint = (overrides: Partial<LabelsPrint> = {}): LabelsPrint => ({
  setting: threeByEight,
  codMin: 'RMIC81500X',
  heading: 'Istituto Comprensivo "Via dei Glicini" – Roma',
  start: { row: 2, column: 3 },
  includeOriginalInventoryNumber: true,
  assets: buildAssets(30),
  ...overrides,
});

const codes = (assets: LabelAsset[]) =>
  assets
    .map((asset) => (asset.registerAcronym ? `${asset.registerAcronym}/` : '') + asset.inventoryNumber)
    .sort();

if (!hasZbarimg) {
  console.warn('zbarimg (Debian zbar-tools) is missing: the barcode decoding tests of labels are skipped');
}

describe('renderLabels on a 3×8 sheet', () => {
  it('prints the ministerial code, heading, numbers and original numbers', async () => {
    const rendered = await renderLabels(buildPrint());
    expect(rendered).toMatchObject({ zpl: null, pages: 2, labels: 30 });
    const pages = await pdfText(rendered.pdf);
    expect(pages).toHaveLength(2);
    const text = pages.join('\n');
    expect(text.match(/RMIC81500X/g)).toHaveLength(30);
    expect(text).toContain('Istituto Comprensivo "Via dei Glicini" – Roma');
    expect(text).toContain('N. inv. BM/1200');
    expect(text).toContain('N. inv. 1229');
    expect(text).toContain('Inv. orig. 1/A');
    expect(pages[1]).toContain('N. inv. 1219');
  });

  it.skipIf(!hasZbarimg)('has barcodes a scanner reads back as the inventory numbers (zbarimg)', async () => {
    const assets = buildAssets(30);
    const rendered = await renderLabels(buildPrint({ assets }));
    const pages = await decodeBarcodes(rendered.pdf);
    // Row 2, column 3: five cells of the first sheet stay empty.
    expect(pages).toEqual([codes(assets.slice(0, 19)), codes(assets.slice(19))]);
  });

  it.skipIf(!hasZbarimg)('reads back on 2×7 sheets at scale 1.2 and on tight 3×8 cells at 0.5', async () => {
    const assets = buildAssets(14, 987_654);
    const twoColumns = await renderLabels(
      buildPrint({
        setting: { kind: 'sheet', rowsNumber: 7, columnsNumber: 2, barcodeScale: 1.2 },
        start: { row: 1, column: 2 },
        assets,
      }),
    );
    expect((await decodeBarcodes(twoColumns.pdf)).flat().sort()).toEqual(codes(assets));
    const small = await renderLabels(buildPrint({ setting: { ...threeByEight, barcodeScale: 0.5 }, assets }));
    expect((await decodeBarcodes(small.pdf)).flat().sort()).toEqual(codes(assets));
  });

  it('refuses a print without labels and a start outside the grid', async () => {
    await expect(renderLabels(buildPrint({ assets: [] }))).rejects.toThrow(RangeError);
    await expect(renderLabels(buildPrint({ start: { row: 9, column: 1 } }))).rejects.toThrow(RangeError);
  });
});

describe('renderLabels on a zebra', () => {
  const print = buildPrint({
    setting: zebra,
    heading: 'IC Via dei Glicini – Città di Roma',
    assets: buildAssets(3),
  });

  it('prints one label a page and the same labels as ZPL', async () => {
    const rendered = await renderLabels(print);
    expect(rendered.pages).toBe(3);
    const pages = await pdfText(rendered.pdf);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('IC Via dei Glicini – Città di Roma');
    expect(pages[0]).toContain('RMIC81500X');
    expect(pages[1]).toContain('N. inv. 1201');
    expect(pages[1]).toContain('Inv. orig. 1/A');
    expect(rendered.zpl?.match(/\^XA/g)).toHaveLength(3);
    expect(rendered.zpl).toContain('^FDIC Via dei Glicini - Citta di Roma^FS');
    expect(rendered.zpl).toContain('^BCN,80,Y,N,N,A^FDBM/1200^FS');
  });

  it.skipIf(!hasZbarimg)('has a readable barcode on every page (zbarimg)', async () => {
    const rendered = await renderLabels(print);
    expect(await decodeBarcodes(rendered.pdf)).toEqual([['BM/1200'], ['1201'], ['1202']]);
  });
});

const APP_URL = 'https://inventario.scuola-glicini.example.it/inventario/';
const links = (assets: LabelAsset[]) =>
  assets
    .map((asset) => `https://inventario.scuola-glicini.example.it/inventario/#/assets?asset=${asset.assetId}`)
    .sort();

describe('renderLabels with QR codes', () => {
  const sheets: [string, LabelsLayoutSetting, number][] = [
    ['3×8', threeByEight, 24],
    ['2×7 at scale 1.2', { kind: 'sheet', rowsNumber: 7, columnsNumber: 2, barcodeScale: 1.2 }, 14],
    ['3×7', { kind: 'sheet', rowsNumber: 7, columnsNumber: 3, barcodeScale: 1 }, 21],
  ];

  for (const [name, setting, count] of sheets) {
    it.skipIf(!hasZbarimg)(`reads back every barcode and QR code of a ${name} sheet (zbarimg)`, async () => {
      const assets = buildAssets(count, 987_650);
      for (const symbols of ['both', 'qr', 'barcode'] as const) {
        const print = buildPrint({
          setting: { ...setting, symbols },
          assets,
          start: undefined,
          appUrl: APP_URL,
        });
        const rendered = await renderLabels(print);
        const keepPng = name === '3×8' ? `/tmp/labels-qr-${symbols}` : undefined;
        const grid = { rows: setting.rowsNumber, columns: setting.columnsNumber };
        const [page] = await decodeSymbols(rendered.pdf, grid, keepPng);
        expect(page?.code128).toEqual(symbols === 'qr' ? [] : codes(assets));
        expect(page?.qr).toEqual(symbols === 'barcode' ? [] : links(assets));
        // The number stays readable as text beside the QR code.
        expect((await pdfText(rendered.pdf)).join('\n')).toContain(
          `N. inv. BM/${assets[0]?.inventoryNumber}`,
        );
      }
    });
  }

  it.skipIf(!hasZbarimg)('prints a zebra label with its QR code, and the ZPL ^BQ with the link', async () => {
    const assets = buildAssets(3);
    for (const symbols of ['both', 'qr'] as const) {
      const rendered = await renderLabels(
        buildPrint({ setting: { ...zebra, symbols }, assets, appUrl: APP_URL }),
      );
      const pages = await decodeSymbols(
        rendered.pdf,
        { rows: 1, columns: 1 },
        symbols === 'both' ? '/tmp/labels-qr-zebra' : undefined,
      );
      expect(pages.map((page) => page.qr)).toEqual(links(assets).map((link) => [link]));
      expect(pages.map((page) => page.code128)).toEqual(
        symbols === 'both' ? [['BM/1200'], ['1201'], ['1202']] : [[], [], []],
      );
      const zpl = rendered.zpl ?? '';
      expect(zpl.match(/\^BQN,2,5\^FDMA,[^^]+\^FS/g)).toEqual(
        links(assets).map((link) => `^BQN,2,5^FDMA,${link}^FS`),
      );
      expect(zpl.includes('^BCN')).toBe(symbols === 'both');
      if (symbols === 'qr') expect(zpl).toContain('^FDN. inv. BM/1200^FS');
    }
  });
});
