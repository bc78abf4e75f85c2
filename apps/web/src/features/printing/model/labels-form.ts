import type { PublishRequest } from '@inventario/shared/contracts/documents';
import { type LabelLayout, labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';

/** Which assets get labels (spec 01 §2): by site and location, by inventory number, by original number. */
export type LabelBasis = 'location' | 'inventoryNumber' | 'originalInventoryNumber';

/** The labels fields of the new-document dialog (types 29 and 32); not yet shown by the dialog. */
export interface LabelsFormValues {
  idLabelsSetting: number | null;
  labelsHeading: string;
  startRow: number;
  startColumn: number;
  includeOriginalInventoryNumber: boolean;
  basis: LabelBasis;
  idSite: number | null;
  idLocation: number | null;
  idRegister: number | null;
  fromInventoryNumber: number | null;
  toInventoryNumber: number | null;
  originalNumberFrom: string;
  originalNumberTo: string;
}

export type LabelsField = keyof LabelsFormValues;

export interface LabelsIssue {
  field: LabelsField;
  message: string;
}

/** Spec 01 §5: a new layout starts again from the first label (row 1, column 1). */
export const FIRST_POSITION = { startRow: 1, startColumn: 1 } as const;

const required = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

function basisFields(basis: LabelBasis): LabelsField[] {
  if (basis === 'location') return ['idSite'];
  if (basis === 'inventoryNumber') return ['idRegister', 'fromInventoryNumber', 'toInventoryNumber'];
  return ['originalNumberFrom', 'originalNumberTo'];
}

/**
 * Spec 01 §5: the layout and the basis's fields are required (site for labels by location; register
 * and range by inventory number; both original numbers), the heading fits the layout, the start
 * position lies on its grid and a range does not run backwards.
 */
export function labelsIssues(values: LabelsFormValues, layout: LabelLayout | undefined): LabelsIssue[] {
  const issues: LabelsIssue[] = [];
  for (const field of ['idLabelsSetting', ...basisFields(values.basis)] as const) {
    if (required(values[field])) issues.push({ field, message: 'rules.mandatory' });
  }
  if (values.labelsHeading.trim().length > labelHeadingMaxLength(layout)) {
    issues.push({ field: 'labelsHeading', message: 'rules.tooLongText' });
  }
  if (layout && values.startRow > layout.rowsNumber)
    issues.push({ field: 'startRow', message: 'rules.notValid' });
  if (layout && values.startColumn > layout.columnsNumber) {
    issues.push({ field: 'startColumn', message: 'rules.notValid' });
  }
  const { fromInventoryNumber: from, toInventoryNumber: to } = values;
  if (values.basis === 'inventoryNumber' && from !== null && to !== null && from > to) {
    issues.push({ field: 'toInventoryNumber', message: 'rules.notValid' });
  }
  return issues;
}

type LabelsRequest = Extract<PublishRequest, { documentType: 29 | 32 }>;

function basisOf(values: LabelsFormValues): LabelsRequest['conditions']['basis'] {
  const need = <T>(value: T | null): T => {
    if (value === null) throw new Error('The labels form was not validated');
    return value;
  };
  if (values.basis === 'location') {
    return { kind: 'location', idSite: need(values.idSite), idLocation: values.idLocation };
  }
  if (values.basis === 'inventoryNumber') {
    return {
      kind: 'inventoryNumber',
      idRegister: need(values.idRegister),
      fromInventoryNumber: need(values.fromInventoryNumber),
      toInventoryNumber: need(values.toInventoryNumber),
    };
  }
  return {
    kind: 'originalInventoryNumber',
    originalInventoryNumberFrom: values.originalNumberFrom.trim(),
    originalInventoryNumberTo: values.originalNumberTo.trim(),
  };
}

/** The valid labels form as the publish request of labels (29) or custom labels (32). */
export function toLabelsRequest(documentType: 29 | 32, values: LabelsFormValues): LabelsRequest {
  if (values.idLabelsSetting === null) throw new Error('The labels form was not validated');
  return {
    documentType,
    conditions: {
      idLabelsSetting: values.idLabelsSetting,
      labelsHeading: values.labelsHeading.trim(),
      labelsStartRow: values.startRow,
      labelsStartColumn: values.startColumn,
      includeOriginalInventoryNumber: values.includeOriginalInventoryNumber,
      basis: basisOf(values),
    },
  };
}
