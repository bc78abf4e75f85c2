import { DOCUMENT_TYPE, type PublishRequest } from '@inventario/shared/contracts/documents';
import { type LabelLayout, labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import { z } from 'zod';

/** Which assets get labels (spec 01 §2): by site and location, by inventory number, by original number. */
export type LabelBasis = 'location' | 'inventoryNumber' | 'originalInventoryNumber';

/** The labels fields of the new-document dialog (types 29 and 32). */
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

/** The contract's longest original inventory number. */
const ORIGINAL_NUMBER_MAX = 50;

/**
 * A filled field the server would refuse: an inventory number that is not a whole number from 1
 * (an unreadable number box holds NaN), an original number longer than the contract allows.
 */
function shapeIssue(value: unknown): string | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 ? null : 'rules.notValid';
  if (typeof value === 'string' && value.trim().length > ORIGINAL_NUMBER_MAX) return 'rules.tooLongText';
  return null;
}

/**
 * Spec 01 §5: the layout and the basis's fields are required (site for labels by location; register
 * and range by inventory number; both original numbers), the heading fits the layout, the start
 * position lies on its grid and a range does not run backwards.
 */
export function labelsIssues(values: LabelsFormValues, layout: LabelLayout | undefined): LabelsIssue[] {
  const issues: LabelsIssue[] = [];
  for (const field of ['idLabelsSetting', ...basisFields(values.basis)] as const) {
    const message = required(values[field]) ? 'rules.mandatory' : shapeIssue(values[field]);
    if (message) issues.push({ field, message });
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
  const shown = new Set(issues.map((issue) => issue.field));
  const comparable = !shown.has('fromInventoryNumber') && !shown.has('toInventoryNumber');
  if (values.basis === 'inventoryNumber' && comparable && from !== null && to !== null && from > to) {
    issues.push({ field: 'toInventoryNumber', message: 'printingLabels.rules.rangeBackwards' });
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

/** A layout as the form needs it: its id and its grid. */
export interface LayoutChoice extends LabelLayout {
  id: number;
}

export function layoutOf(layouts: readonly LayoutChoice[], id: number | null): LayoutChoice | undefined {
  return layouts.find((layout) => layout.id === id);
}

/**
 * Spec 01 §2: the school's own heading prints labels (29); a heading the user changed prints custom
 * labels (32). Spaces around it do not count as a change.
 */
export function labelsDocumentType(heading: string, schoolHeading: string): 29 | 32 {
  return heading.trim() === schoolHeading.trim() ? DOCUMENT_TYPE.labels : DOCUMENT_TYPE.customLabels;
}

/** The form as it opens: the first layout, the school's heading, the first label, by site. */
export function initialLabelsForm(layouts: readonly LayoutChoice[], schoolHeading: string): LabelsFormValues {
  return {
    idLabelsSetting: layouts[0]?.id ?? null,
    labelsHeading: schoolHeading,
    ...FIRST_POSITION,
    includeOriginalInventoryNumber: false,
    basis: 'location',
    idSite: null,
    idLocation: null,
    idRegister: null,
    fromInventoryNumber: null,
    toInventoryNumber: null,
    originalNumberFrom: '',
    originalNumberTo: '',
  };
}

const wholeOrNull = z.number().int().nullable();

/** The zod schema of the form for these layouts: the rules of `labelsIssues`, each under its field. */
export function labelsFormSchema(layouts: readonly LayoutChoice[]) {
  return z
    .object({
      idLabelsSetting: wholeOrNull,
      labelsHeading: z.string(),
      startRow: z.number().int().min(1),
      startColumn: z.number().int().min(1),
      includeOriginalInventoryNumber: z.boolean(),
      basis: z.enum(['location', 'inventoryNumber', 'originalInventoryNumber']),
      idSite: wholeOrNull,
      idLocation: wholeOrNull,
      idRegister: wholeOrNull,
      // Checked by `labelsIssues`, and only for the chosen basis: a hidden field never blocks.
      fromInventoryNumber: z.number().nullable(),
      toInventoryNumber: z.number().nullable(),
      originalNumberFrom: z.string(),
      originalNumberTo: z.string(),
    })
    .superRefine((values, context) => {
      for (const issue of labelsIssues(values, layoutOf(layouts, values.idLabelsSetting))) {
        context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
      }
    });
}

/**
 * What changing one field resets (spec 01 §5): a new layout starts again from the first label, a new
 * site from all its locations (a location belongs to one site).
 */
export function resetsAfterChangeOf(field: string | undefined): Partial<LabelsFormValues> {
  if (field === 'idLabelsSetting') return { ...FIRST_POSITION };
  if (field === 'idSite') return { idLocation: null };
  return {};
}
