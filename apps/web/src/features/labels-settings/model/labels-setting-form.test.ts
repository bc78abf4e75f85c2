import { describe, expect, it } from 'vitest';
import {
  labelsSettingFormDefaults,
  labelsSettingFormSchema,
  previewLayout,
  symbolsFit,
  toLabelsSettingCreate,
  withKind,
} from './labels-setting-form.ts';

describe('labels setting form', () => {
  it('forces one row by one column for a zebra printer', () => {
    const values = withKind({ ...labelsSettingFormDefaults(undefined), rowsNumber: '8' }, 'zebra');
    expect(values).toMatchObject({ kind: 'zebra', rowsNumber: '1', columnsNumber: '1' });
    expect(withKind(values, 'sheet')).toMatchObject({ kind: 'sheet', rowsNumber: '1' });
  });

  it('refuses grids outside the limits and a scale with three decimals', () => {
    const values = {
      description: 'A4 3×8',
      kind: 'sheet' as const,
      rowsNumber: '41',
      columnsNumber: '0',
      barcodeScale: '1,125',
      symbols: 'barcode' as const,
    };
    const issues = labelsSettingFormSchema.safeParse(values).error?.issues.map((issue) => issue.path[0]);
    expect(issues).toEqual(['rowsNumber', 'columnsNumber', 'barcodeScale']);
  });

  it('previews only a valid grid', () => {
    expect(previewLayout({ ...labelsSettingFormDefaults(undefined), rowsNumber: '' })).toBeUndefined();
    expect(previewLayout(labelsSettingFormDefaults(undefined))).toEqual({
      kind: 'sheet',
      rowsNumber: 8,
      columnsNumber: 3,
    });
  });

  it('saves numbers, the scale read with a comma', () => {
    const values = {
      description: ' Zebra ',
      kind: 'zebra' as const,
      rowsNumber: '3',
      columnsNumber: '2',
      barcodeScale: '1,5',
      symbols: 'both' as const,
    };
    expect(toLabelsSettingCreate(values)).toEqual({
      description: 'Zebra',
      kind: 'zebra',
      rowsNumber: 1,
      columnsNumber: 1,
      barcodeScale: 1.5,
      symbols: 'both',
    });
  });

  it('starts with the barcode and refuses a QR code on labels too small for it, on the symbols choice', () => {
    expect(labelsSettingFormDefaults(undefined).symbols).toBe('barcode');
    const values = {
      ...labelsSettingFormDefaults(undefined),
      description: 'Piccole',
      rowsNumber: '20',
      columnsNumber: '6',
    };
    expect(labelsSettingFormSchema.safeParse(values).success).toBe(true);
    const qr = labelsSettingFormSchema.safeParse({ ...values, symbols: 'qr' });
    expect(qr.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['symbols', 'labelsSettings.form.symbolsTooSmall'],
    ]);
    expect(symbolsFit({ ...values, columnsNumber: '3', symbols: 'both' })).toBe(false);
    expect(symbolsFit({ ...values, rowsNumber: '8', columnsNumber: '3', symbols: 'both' })).toBe(true);
  });
});
