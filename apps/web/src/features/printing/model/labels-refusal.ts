import { fieldMessagesOf } from '@/components/forms/server-field-errors.ts';
import { isApiError } from '@/lib/api/api-error.ts';
import type { LabelsField } from './labels-form.ts';

/** The request's condition names (`labelsConditions`) as the fields of the labels form. */
const FORM_FIELD_OF: Record<string, LabelsField> = {
  idLabelsSetting: 'idLabelsSetting',
  labelsHeading: 'labelsHeading',
  labelsStartRow: 'startRow',
  labelsStartColumn: 'startColumn',
  idSite: 'idSite',
  idLocation: 'idLocation',
  idRegister: 'idRegister',
  fromInventoryNumber: 'fromInventoryNumber',
  toInventoryNumber: 'toInventoryNumber',
  originalInventoryNumberFrom: 'originalNumberFrom',
  originalInventoryNumberTo: 'originalNumberTo',
};

/** How the labels form shows a refused print, instead of the standard error toast. */
export type LabelsRefusal =
  /** Messages under their fields (`rules.*` keys or server texts). */
  | { kind: 'fields'; issues: { field: LabelsField; message: string }[] }
  /** No asset matches the chosen basis: said in the dialog, beside the choice to change. */
  | { kind: 'nothingSelected' };

/**
 * The server's refusal of a labels print as the form shows it, or null when it is not about the
 * form's choices (the standard feedback toasts it). A refusal naming a field the form does not have
 * is left to the toast too, so no message is lost.
 */
export function labelsRefusalOf(error: unknown): LabelsRefusal | null {
  if (!isApiError(error)) return null;
  if (error.code === 'nothingSelected') return { kind: 'nothingSelected' };
  const messages = fieldMessagesOf(error, {
    labelHeadingTooLong: { field: 'labelsHeading', message: 'rules.tooLongText' },
  });
  const issues = messages.flatMap((message) => {
    const field = FORM_FIELD_OF[message.field];
    return field ? [{ field, message: message.message }] : [];
  });
  if (issues.length === 0 || issues.length !== messages.length) return null;
  return { kind: 'fields', issues };
}
