import {
  DOCUMENT_TYPE,
  originalNumberBoundSchema,
  type PublishRequest,
} from '@inventario/shared/contracts/documents';
import { firstDayOf, lastDayOf, YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { z } from 'zod';
import { datesBoundToYear, fieldSetOf, fieldsOf, type PrintField, registerRequired } from './print-fields.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const MODEL_24_TYPES = ['consignee', 'subConsignee'] as const;

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
    creditor: z.object({ id: z.number().int(), description: z.string() }).nullable(),
    idSubConsignee: z.number().int().nullable(),
    idSite: z.number().int().nullable(),
    /** Asset list by site: every location of the site, or those chosen in the site locations dialog. */
    allLocations: z.boolean(),
    /** DSGA handover of a merged school: limited to the merged sites chosen in their dialog. */
    merge: z.boolean(),
    /** Model 24 of the consignee (43) or of the sub-consignees (44). */
    model24Type: z.enum(MODEL_24_TYPES),
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
  if (field === 'allLocations' || field === 'merge' || field === 'model24Type') return null;
  if (field === 'idRegister') {
    const required = registerRequired(fieldSetOf(values.documentType));
    return required && values.idRegister === null ? 'rules.mandatory' : null;
  }
  if (field === 'year' || field === 'creditor') {
    return values[field] === null ? 'rules.mandatory' : null;
  }
  if (field === 'idSubConsignee' || field === 'idSite')
    return values[field] === null ? 'rules.mandatory' : null;
  if (field === 'startPage')
    return Number.isInteger(values.startPage) && values.startPage >= 1 ? null : 'rules.positive';
  if (field === 'originalNumberFrom' || field === 'originalNumberTo') {
    const text = values[field].trim();
    if (text === '') return 'rules.mandatory';
    return originalNumberBoundSchema.safeParse(text).success ? null : 'rules.tooLongText';
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
    creditor: null,
    idSubConsignee: null,
    idSite: null,
    allLocations: true,
    merge: false,
    model24Type: 'consignee',
  };
}

/** The document the form prints: the selector's Model 24 entry is the sub-consignees' one (44) when asked. */
export function printedTypeOf(values: Pick<PrintFormValues, 'documentType' | 'model24Type'>): number | null {
  const model24 = values.documentType === DOCUMENT_TYPE.model24Consignee;
  return model24 && values.model24Type === 'subConsignee'
    ? DOCUMENT_TYPE.model24Subconsignee
    : values.documentType;
}

/** The form as the print flow reads it: `documentType` is the type printed. */
export function withPrintedType(values: PrintFormValues): PrintFormValues {
  return { ...values, documentType: printedTypeOf(values) };
}

/** The dates a type starts from once the year is known: the default date, or the whole year. */
export function datesForYear(year: YearFacts | undefined, today: string) {
  return {
    atDate: defaultDateOf(year, today),
    fromDate: year ? firstDayOf(year.year) : null,
    toDate: defaultDateOf(year, today),
  };
}

/** What the selection dialogs of the print flow chose (spec 01 §4 step 4), by condition. */
export interface PrintChoices {
  idSubConsigneeList?: readonly number[];
  idLocationList?: readonly number[];
  idSiteList?: readonly number[];
}

/** The register a minute or a list is limited to, when one was chosen. */
function onlyRegister(values: PrintFormValues): { idRegister?: number } {
  return values.idRegister === null ? {} : { idRegister: values.idRegister };
}

function need<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('The form was not validated');
  return value;
}

/** The minutes and Model 24 (21–24, 43, 44): a date and what the selection dialogs chose. */
function minuteRequest(values: PrintFormValues, choices: PrintChoices): PublishRequest {
  const atDate = need(values.atDate);
  switch (values.documentType) {
    case 21:
      return {
        documentType: 21,
        conditions: { atDate, idSubConsigneeList: [...need(choices.idSubConsigneeList)] },
      };
    case 22:
      return {
        documentType: 22,
        conditions: {
          atDate,
          merge: values.merge,
          idSiteList: values.merge ? [...need(choices.idSiteList)] : [],
          ...onlyRegister(values),
        },
      };
    case 23:
    case 24:
      return {
        documentType: values.documentType,
        conditions: {
          atDate,
          idSubConsignee: need(values.idSubConsignee),
          idLocationList: [...need(choices.idLocationList)],
          ...onlyRegister(values),
        },
      };
    case 44:
      return {
        documentType: 44,
        conditions: {
          atDate,
          idSubConsigneeList: [...need(choices.idSubConsigneeList)],
          ...onlyRegister(values),
        },
      };
    default:
      return { documentType: 43, conditions: { atDate, ...onlyRegister(values) } };
  }
}

/** The valid form, with the selection dialogs' choices, as the publish request of its type. */
export function toPublishRequest(values: PrintFormValues, choices: PrintChoices = {}): PublishRequest | null {
  const set = fieldSetOf(values.documentType);
  const type = values.documentType;
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
        conditions: { fromDate: need(values.fromDate), toDate: need(values.toDate), ...onlyRegister(values) },
      };
    case 'creditor':
      return {
        documentType: 28,
        conditions: {
          idCreditorDebtor: need(values.creditor).id,
          fromDate: need(values.fromDate),
          toDate: need(values.toDate),
          ...onlyRegister(values),
        },
      };
    case 'site':
      return {
        documentType: 30,
        conditions: {
          atDate: need(values.atDate),
          idSite: need(values.idSite),
          idLocationList: values.allLocations ? [] : [...need(choices.idLocationList)],
          ...onlyRegister(values),
        },
      };
    case 'atDate':
    case 'dsgaHandover':
    case 'subConsigneeMinute':
    case 'model24':
      return minuteRequest(values, choices);
    case 'originalNumbers':
      return {
        documentType: 31,
        conditions: {
          originalInventoryNumberFrom: values.originalNumberFrom.trim(),
          originalInventoryNumberTo: values.originalNumberTo.trim(),
          ...onlyRegister(values),
        },
      };
    case undefined:
      return null;
  }
}
