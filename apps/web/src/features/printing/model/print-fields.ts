import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';

/**
 * The groups of fields the new-document dialog shows for a document type (spec 01 §2 "New-document
 * dialog", §3 "Conditions"). Types whose conditions need the further selection dialogs (minutes,
 * Model 24 by sub-consignee, lists by creditor or site, labels) have no field set yet: the dialog
 * offers them and says so.
 */
export type FieldSet =
  /** A register at a date of a year: inventory register (7), subcategories summary (27). */
  | 'registerAtDate'
  /** A register between two dates of a year, numbered from a page: 8, 9, 19, 20. */
  | 'analytic'
  /** Only the year: Model K (10). */
  | 'year'
  /** Two dates of a year: relocation list (42). */
  | 'dateRange'
  /** One date: Model 24 for the consignee (43). */
  | 'atDate'
  /** A range of original inventory numbers (31). */
  | 'originalNumbers';

const FIELD_SETS: Readonly<Record<number, FieldSet>> = {
  [DOCUMENT_TYPE.inventoryRegister]: 'registerAtDate',
  [DOCUMENT_TYPE.subcategoriesSummary]: 'registerAtDate',
  [DOCUMENT_TYPE.analyticIncrease]: 'analytic',
  [DOCUMENT_TYPE.analyticDecrease]: 'analytic',
  [DOCUMENT_TYPE.durableIncrease]: 'analytic',
  [DOCUMENT_TYPE.durableDecrease]: 'analytic',
  [DOCUMENT_TYPE.modelK]: 'year',
  [DOCUMENT_TYPE.relocationList]: 'dateRange',
  [DOCUMENT_TYPE.model24Consignee]: 'atDate',
  [DOCUMENT_TYPE.assetsByOriginalNumber]: 'originalNumbers',
};

export function fieldSetOf(documentType: number | null): FieldSet | undefined {
  return documentType === null ? undefined : FIELD_SETS[documentType];
}

/** The fields each set shows, in the order they appear. */
export type PrintField =
  | 'year'
  | 'idRegister'
  | 'atDate'
  | 'fromDate'
  | 'toDate'
  | 'startPage'
  | 'originalNumberFrom'
  | 'originalNumberTo';

const FIELDS: Readonly<Record<FieldSet, readonly PrintField[]>> = {
  registerAtDate: ['idRegister', 'year', 'atDate'],
  analytic: ['idRegister', 'year', 'fromDate', 'toDate', 'startPage'],
  year: ['year'],
  dateRange: ['year', 'fromDate', 'toDate'],
  atDate: ['atDate'],
  originalNumbers: ['originalNumberFrom', 'originalNumberTo'],
};

export function fieldsOf(set: FieldSet | undefined): readonly PrintField[] {
  return set ? FIELDS[set] : [];
}

/** Spec 01 §5: the dates of these prints stay inside the chosen year (1 January – 31 December). */
export function datesBoundToYear(set: FieldSet | undefined): boolean {
  return set === 'registerAtDate' || set === 'analytic' || set === 'dateRange';
}
