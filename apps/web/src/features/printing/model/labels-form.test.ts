import { publishRequestSchema } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import { type LabelsFormValues, labelsIssues, toLabelsRequest } from './labels-form.ts';

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
    expect(messages(range)).toEqual([['toInventoryNumber', 'rules.notValid']]);
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
