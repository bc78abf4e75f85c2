import { describe, expect, it } from 'vitest';
import {
  type LabelsLayoutSetting,
  type LabelsPrint,
  labelCode,
  labelHeading,
  labelViews,
} from './label-view.ts';

const threeColumns: LabelsLayoutSetting = { kind: 'sheet', rowsNumber: 8, columnsNumber: 3, barcodeScale: 1 };
const twoColumns: LabelsLayoutSetting = { kind: 'sheet', rowsNumber: 7, columnsNumber: 2, barcodeScale: 1.2 };
const zebra: LabelsLayoutSetting = { kind: 'zebra', rowsNumber: 1, columnsNumber: 1, barcodeScale: 1 };

const buildPrint = (overrides: Partial<LabelsPrint> = {}): LabelsPrint => ({
  setting: threeColumns,
  codMin: ' RMIC81500X ',
  heading: 'IC Via dei Glicini',
  includeOriginalInventoryNumber: false,
  assets: [{ inventoryNumber: 7 }],
  ...overrides,
});

describe('labelCode', () => {
  it('is the number alone without an acronym, acronym/number with one', () => {
    expect(labelCode({ inventoryNumber: 123 })).toBe('123');
    expect(labelCode({ inventoryNumber: 123, registerAcronym: '  ' })).toBe('123');
    expect(labelCode({ inventoryNumber: 123, registerAcronym: 'BM' })).toBe('BM/123');
  });

  it('keeps to the ASCII a Code 128 carries', () => {
    expect(labelCode({ inventoryNumber: 5, registerAcronym: 'Libri è' })).toBe('Librie/5');
  });
});

describe('labelHeading', () => {
  const words = (count: number) => Array.from({ length: count }, (_, i) => `w${i % 10}xyz`).join(' ');

  it('keeps a heading within the layout length untouched, spaces collapsed', () => {
    expect(labelHeading('  IC   Via dei Glicini ', threeColumns)).toBe('IC Via dei Glicini');
    expect(labelHeading('a'.repeat(60), threeColumns)).toHaveLength(60);
  });

  it('cuts at 60 for three columns, 100 for two, 40 for zebra, at the last space', () => {
    const long = words(30); // 5-character words: 179 characters
    expect(labelHeading(long, threeColumns)).toBe(long.slice(0, 59));
    expect(labelHeading(long, twoColumns)).toBe(long.slice(0, 95));
    expect(labelHeading(long, zebra)).toBe(long.slice(0, 35));
    for (const setting of [threeColumns, twoColumns, zebra]) {
      expect(labelHeading(long, setting).endsWith('xyz')).toBe(true);
    }
  });

  it('cuts a heading without spaces at the limit exactly', () => {
    expect(labelHeading('x'.repeat(70), zebra)).toBe('x'.repeat(40));
  });
});

describe('labelViews', () => {
  it('gives every label the school code and heading, and its number', () => {
    const [view] = labelViews(buildPrint({ assets: [{ inventoryNumber: 42, registerAcronym: 'BM' }] }));
    expect(view).toEqual({
      codMin: 'RMIC81500X',
      heading: 'IC Via dei Glicini',
      numberText: 'N. inv. BM/42',
      barcode: 'BM/42',
      originalText: null,
      qr: null,
    });
  });

  it('links a QR label to the asset, refusing a QR print without the asset ids or the app address', () => {
    const setting = {
      kind: 'sheet',
      rowsNumber: 8,
      columnsNumber: 3,
      barcodeScale: 1,
      symbols: 'both',
    } as const;
    const assets = [{ assetId: 981, inventoryNumber: 42, registerAcronym: 'BM' }];
    const [view] = labelViews(buildPrint({ setting, assets, appUrl: 'https://scuola.example/inventario/' }));
    expect(view).toMatchObject({
      barcode: 'BM/42',
      qr: 'https://scuola.example/inventario/#/assets?asset=981',
    });
    expect(() => labelViews(buildPrint({ setting, assets }))).toThrow('app URL');
    expect(() =>
      labelViews(
        buildPrint({
          setting,
          assets: [{ inventoryNumber: 42 }],
          appUrl: 'https://scuola.example/inventario',
        }),
      ),
    ).toThrow('asset id');
  });

  it('shows the original inventory number only when asked for and present', () => {
    const assets = [
      { inventoryNumber: 1, originalInventoryNumber: '45/A' },
      { inventoryNumber: 2, originalInventoryNumber: '  ' },
      { inventoryNumber: 3, originalInventoryNumber: null },
    ];
    expect(labelViews(buildPrint({ assets })).map((view) => view.originalText)).toEqual([null, null, null]);
    expect(
      labelViews(buildPrint({ assets, includeOriginalInventoryNumber: true })).map(
        (view) => view.originalText,
      ),
    ).toEqual(['Inv. orig. 45/A', null, null]);
  });
});
