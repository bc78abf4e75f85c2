import { describe, expect, it } from 'vitest';
import {
  labelsSettingFormDefaults,
  labelsSettingFormSchema,
  previewLayout,
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
    };
    expect(toLabelsSettingCreate(values)).toEqual({
      description: 'Zebra',
      kind: 'zebra',
      rowsNumber: 1,
      columnsNumber: 1,
      barcodeScale: 1.5,
    });
  });
});
