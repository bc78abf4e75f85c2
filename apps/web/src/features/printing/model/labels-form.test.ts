import { publishRequestSchema } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import {
  initialLabelsForm,
  type LabelsFormValues,
  labelsDocumentType,
  labelsFormSchema,
  labelsIssues,
  resetsAfterChangeOf,
  toLabelsRequest,
} from './labels-form.ts';

const threeColumns = { kind: 'sheet', rowsNumber: 8, columnsNumber: 3 } as const;
const zebra = { kind: 'zebra', rowsNumber: 1, columnsNumber: 1 } as const;

const base: LabelsFormValues = {
  idLabelsSetting: 1,
  labelsHeading: 'IC Demo',
  startRow: 1,
  startColumn: 1,
  includeOriginalInventoryNumber: false,
  basis: 'location',
  idSite: 4,
  idLocation: null,
  idRegister: null,
  fromInventoryNumber: null,
  toInventoryNumber: null,
  originalNumberFrom: '',
  originalNumberTo: '',
};
const messages = (
  values: Partial<LabelsFormValues>,
  layout = threeColumns as typeof threeColumns | typeof zebra,
) => labelsIssues({ ...base, ...values }, layout).map((issue) => [issue.field, issue.message]);

describe('labelsIssues (spec 01 §5)', () => {
  it('needs the layout and the fields of the basis', () => {
    expect(messages({ idLabelsSetting: null, idSite: null })).toEqual([
      ['idLabelsSetting', 'rules.mandatory'],
      ['idSite', 'rules.mandatory'],
    ]);
    expect(messages({ basis: 'inventoryNumber' })).toEqual([
      ['idRegister', 'rules.mandatory'],
      ['fromInventoryNumber', 'rules.mandatory'],
      ['toInventoryNumber', 'rules.mandatory'],
    ]);
    expect(messages({ basis: 'originalInventoryNumber', originalNumberFrom: 'A' })).toEqual([
      ['originalNumberTo', 'rules.mandatory'],
    ]);
  });
  it('limits the heading by layout: 60 for three columns, 40 for zebra', () => {
    expect(messages({ labelsHeading: 'x'.repeat(60) })).toEqual([]);
    expect(messages({ labelsHeading: 'x'.repeat(61) })).toEqual([['labelsHeading', 'rules.tooLongText']]);
    expect(messages({ labelsHeading: 'x'.repeat(41) }, zebra)).toEqual([
      ['labelsHeading', 'rules.tooLongText'],
    ]);
  });
  it('keeps the start position on the layout grid and ranges forward', () => {
    expect(messages({ startRow: 9, startColumn: 4 })).toEqual([
      ['startRow', 'rules.notValid'],
      ['startColumn', 'rules.notValid'],
    ]);
    const range = {
      basis: 'inventoryNumber' as const,
      idRegister: 1,
      fromInventoryNumber: 9,
      toInventoryNumber: 3,
    };
    expect(messages(range)).toEqual([['toInventoryNumber', 'printingLabels.rules.rangeBackwards']]);
  });
  it('refuses an unreadable or non-positive number and an over-long original number', () => {
    const range = { basis: 'inventoryNumber' as const, idRegister: 1 };
    expect(messages({ ...range, fromInventoryNumber: Number.NaN, toInventoryNumber: 0 })).toEqual([
      ['fromInventoryNumber', 'rules.notValid'],
      ['toInventoryNumber', 'rules.notValid'],
    ]);
    // A backwards range of half-typed numbers says only what is wrong with each number.
    expect(messages({ ...range, fromInventoryNumber: 9, toInventoryNumber: 2.5 })).toEqual([
      ['toInventoryNumber', 'rules.notValid'],
    ]);
    const originals = { basis: 'originalInventoryNumber' as const, originalNumberTo: 'B' };
    expect(messages({ ...originals, originalNumberFrom: 'x'.repeat(51) })).toEqual([
      ['originalNumberFrom', 'rules.tooLongText'],
    ]);
  });
  it('ignores the fields of the other bases', () => {
    expect(messages({ fromInventoryNumber: Number.NaN, originalNumberFrom: 'x'.repeat(51) })).toEqual([]);
  });
});

describe('toLabelsRequest', () => {
  it.each([
    [{}, { kind: 'location', idSite: 4, idLocation: null }],
    [
      { basis: 'inventoryNumber', idRegister: 1, fromInventoryNumber: 3, toInventoryNumber: 9 },
      { kind: 'inventoryNumber', idRegister: 1, fromInventoryNumber: 3, toInventoryNumber: 9 },
    ],
    [
      { basis: 'originalInventoryNumber', originalNumberFrom: ' A1', originalNumberTo: 'A9 ' },
      { kind: 'originalInventoryNumber', originalInventoryNumberFrom: 'A1', originalInventoryNumberTo: 'A9' },
    ],
  ] as [Partial<LabelsFormValues>, unknown][])('builds the basis %o', (values, basis) => {
    const request = toLabelsRequest(29, { ...base, ...values, startRow: 2, startColumn: 3 });
    expect(request).toEqual({
      documentType: 29,
      conditions: {
        idLabelsSetting: 1,
        labelsHeading: 'IC Demo',
        labelsStartRow: 2,
        labelsStartColumn: 3,
        includeOriginalInventoryNumber: false,
        basis,
      },
    });
    expect(publishRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('labelsDocumentType (spec 01 §2)', () => {
  it('prints labels with the school heading and custom labels with another', () => {
    expect(labelsDocumentType('IC Demo', 'IC Demo')).toBe(29);
    expect(labelsDocumentType(' IC Demo  ', 'IC Demo')).toBe(29);
    expect(labelsDocumentType('IC Demo – plesso nord', 'IC Demo')).toBe(32);
    expect(labelsDocumentType('', 'IC Demo')).toBe(32);
  });
});

describe('initialLabelsForm', () => {
  it('preselects the first layout and the school heading, from the first label', () => {
    const layouts = [
      { id: 2, ...threeColumns },
      { id: 4, ...zebra },
    ];
    expect(initialLabelsForm(layouts, 'IC Demo')).toMatchObject({
      idLabelsSetting: 2,
      labelsHeading: 'IC Demo',
      startRow: 1,
      startColumn: 1,
      basis: 'location',
    });
    expect(initialLabelsForm([], 'IC Demo').idLabelsSetting).toBeNull();
  });
});

describe('resetsAfterChangeOf (spec 01 §5)', () => {
  it('starts a new layout from the first label and a new site from all its locations', () => {
    expect(resetsAfterChangeOf('idLabelsSetting')).toEqual({ startRow: 1, startColumn: 1 });
    expect(resetsAfterChangeOf('idSite')).toEqual({ idLocation: null });
    expect(resetsAfterChangeOf('labelsHeading')).toEqual({});
    expect(resetsAfterChangeOf(undefined)).toEqual({});
  });
});

describe('labelsFormSchema', () => {
  const schema = labelsFormSchema([
    { id: 1, ...threeColumns },
    { id: 4, ...zebra },
  ]);
  const paths = (values: Partial<LabelsFormValues>) => {
    const parsed = schema.safeParse({ ...base, ...values });
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  it('checks the form against the chosen layout', () => {
    expect(paths({})).toEqual([]);
    expect(paths({ labelsHeading: 'x'.repeat(50) })).toEqual([]);
    expect(paths({ idLabelsSetting: 4, labelsHeading: 'x'.repeat(50) })).toEqual([
      ['labelsHeading', 'rules.tooLongText'],
    ]);
    expect(paths({ idLabelsSetting: 4, startRow: 2 })).toEqual([['startRow', 'rules.notValid']]);
  });
});
