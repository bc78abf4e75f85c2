import type { PublishRequest } from '@inventario/shared/contracts/documents';
import { firstDayOf, lastDayOf, YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { z } from 'zod';
import { datesBoundToYear, fieldSetOf, fieldsOf, type PrintField } from './print-fields.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dialog's fields; which of them count depends on the document type (see `fieldsOf`). */
export const printFormSchema = z
  .object({
    documentType: z.number().int().nullable(),
    year: z.number().int().nullable(),
    idRegister: z.number().int().nullable(),
    atDate: z.string().nullable(),
    fromDate: z.string().nullable(),
    toDate: z.string().nullable(),
    startPage: z.number(),
    originalNumberFrom: z.string(),
    originalNumberTo: z.string(),
  })
  .superRefine((values, context) => {
    if (values.documentType === null) {
      context.addIssue({ code: 'custom', path: ['documentType'], message: 'rules.mandatory' });
      return;
    }
    for (const issue of fieldIssues(values)) context.addIssue({ code: 'custom', ...issue });
  });

export type PrintFormValues = z.infer<typeof printFormSchema>;

interface Issue {
  path: [PrintField];
  message: string;
}

/** The problem of one shown field, as a `rules.*` (or `printing.rules.*`) key, or null. */
function fieldIssue(values: PrintFormValues, field: PrintField): string | null {
  if (field === 'year' || field === 'idRegister') return values[field] === null ? 'rules.mandatory' : null;
  if (field === 'startPage')
    return Number.isInteger(values.startPage) && values.startPage >= 1 ? null : 'rules.positive';
  if (field === 'originalNumberFrom' || field === 'originalNumberTo') {
    const text = values[field].trim();
    if (text === '') return 'rules.mandatory';
    return text.length > 50 ? 'rules.tooLongText' : null;
  }
  const date = values[field];
  if (date === null) return 'rules.mandatory';
  if (!ISO_DATE.test(date)) return 'rules.notValid';
  const set = fieldSetOf(values.documentType);
  if (datesBoundToYear(set) && values.year !== null) {
    if (date < firstDayOf(values.year) || date > lastDayOf(values.year))
      return 'printing.rules.dateOutsideYear';
  }
  return null;
}

/** Spec 01 §5: the required fields of the type, the dates inside the chosen year, from before to. */
export function fieldIssues(values: PrintFormValues): Issue[] {
  const fields = fieldsOf(fieldSetOf(values.documentType));
  const issues: Issue[] = [];
  for (const field of fields) {
    const message = fieldIssue(values, field);
    if (message) issues.push({ path: [field], message });
  }
  const shown = new Set(issues.map((issue) => issue.path[0]));
  if (
    fields.includes('toDate') &&
    !shown.has('fromDate') &&
    !shown.has('toDate') &&
    (values.fromDate ?? '') > (values.toDate ?? '')
  ) {
    issues.push({ path: ['toDate'], message: 'printing.rules.toBeforeFrom' });
  }
  return issues;
}

/** A financial year as the dialog needs it. */
export interface YearFacts {
  year: number;
  status: number;
  endDate: string | null;
}

/**
 * Spec 01 §5 default date: for an open year, today if it is the current year, otherwise 31 December;
 * for a closed year, its end date (31 December when it has none).
 */
export function defaultDateOf(year: YearFacts | undefined, today: string): string | null {
  if (!year) return null;
  if (year.status === YEAR_STATUS.open) {
    return today.startsWith(`${year.year}-`) ? today : lastDayOf(year.year);
  }
  return year.endDate ?? lastDayOf(year.year);
}

/** The year the dialog proposes: the newest open year, or the newest year. */
export function defaultYearOf(years: readonly YearFacts[]): number | null {
  const sorted = [...years].sort((a, b) => b.year - a.year);
  return (sorted.find((year) => year.status === YEAR_STATUS.open) ?? sorted[0])?.year ?? null;
}

export function emptyPrintForm(): PrintFormValues {
  return {
    documentType: null,
    year: null,
    idRegister: null,
    atDate: null,
    fromDate: null,
    toDate: null,
    startPage: 1,
    originalNumberFrom: '',
    originalNumberTo: '',
  };
}

/** The dates a type starts from once the year is known: the default date, or the whole year. */
export function datesForYear(year: YearFacts | undefined, today: string) {
  return {
    atDate: defaultDateOf(year, today),
    fromDate: year ? firstDayOf(year.year) : null,
    toDate: defaultDateOf(year, today),
  };
}

/** The valid form as the publish request of its type, or null for a type the dialog cannot build yet. */
export function toPublishRequest(values: PrintFormValues): PublishRequest | null {
  const set = fieldSetOf(values.documentType);
  const type = values.documentType;
  const need = <T>(value: T | null): T => {
    if (value === null) throw new Error('The form was not validated');
    return value;
  };
  switch (set) {
    case 'registerAtDate':
      return {
        documentType: type as 7 | 27,
        conditions: { idRegister: need(values.idRegister), atDate: need(values.atDate) },
      };
    case 'analytic':
      return {
        documentType: type as 8 | 9 | 19 | 20,
        conditions: {
          idRegister: need(values.idRegister),
          fromDate: need(values.fromDate),
          toDate: need(values.toDate),
          startPage: values.startPage,
        },
      };
    case 'year':
      return { documentType: 10, conditions: { year: need(values.year) } };
    case 'dateRange':
      return {
        documentType: 42,
        conditions: { fromDate: need(values.fromDate), toDate: need(values.toDate) },
      };
    case 'atDate':
      return { documentType: 43, conditions: { atDate: need(values.atDate) } };
    case 'originalNumbers':
      return {
        documentType: 31,
        conditions: {
          originalInventoryNumberFrom: values.originalNumberFrom.trim(),
          originalInventoryNumberTo: values.originalNumberTo.trim(),
        },
      };
    case undefined:
      return null;
  }
}
