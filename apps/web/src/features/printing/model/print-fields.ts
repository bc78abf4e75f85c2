import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';

/**
 * The groups of fields the new-document dialog shows for a document type (spec 01 §2 "New-document
 * dialog", §3 "Conditions"). What a type needs beyond its fields (sub-consignees, locations, merged
 * sites, Model K subcategories) is chosen in the selection dialogs of the print flow (`print-selections.ts`).
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
  /** One date: sub-consignees nomination (21). */
  | 'atDate'
  /** One date, and for a school in a merge (either side) the merge option: DSGA handover (22). */
  | 'dsgaHandover'
  /** One date and a sub-consignee: handover to (23) and return from (24) a sub-consignee. */
  | 'subConsigneeMinute'
  /** A supplier between two dates: asset list by creditor (28). */
  | 'creditor'
  /** A site at a date, all its locations or some: asset list by site (30). */
  | 'site'
  /** A range of original inventory numbers (31). */
  | 'originalNumbers'
  /** Model 24 at a date, of the consignee (43) or of the sub-consignees (44) as its type field says. */
  | 'model24';

const FIELD_SETS: Readonly<Record<number, FieldSet>> = {
  [DOCUMENT_TYPE.inventoryRegister]: 'registerAtDate',
  [DOCUMENT_TYPE.subcategoriesSummary]: 'registerAtDate',
  [DOCUMENT_TYPE.analyticIncrease]: 'analytic',
  [DOCUMENT_TYPE.analyticDecrease]: 'analytic',
  [DOCUMENT_TYPE.durableIncrease]: 'analytic',
  [DOCUMENT_TYPE.durableDecrease]: 'analytic',
  [DOCUMENT_TYPE.modelK]: 'year',
  [DOCUMENT_TYPE.subconsigneeNomination]: 'atDate',
  [DOCUMENT_TYPE.dsgaHandover]: 'dsgaHandover',
  [DOCUMENT_TYPE.subconsigneeHandover]: 'subConsigneeMinute',
  [DOCUMENT_TYPE.subconsigneeReturn]: 'subConsigneeMinute',
  [DOCUMENT_TYPE.assetsByCreditor]: 'creditor',
  [DOCUMENT_TYPE.assetsBySite]: 'site',
  [DOCUMENT_TYPE.relocationList]: 'dateRange',
  [DOCUMENT_TYPE.model24Consignee]: 'model24',
  [DOCUMENT_TYPE.model24Subconsignee]: 'model24',
  [DOCUMENT_TYPE.assetsByOriginalNumber]: 'originalNumbers',
};

export function fieldSetOf(documentType: number | null): FieldSet | undefined {
  return documentType === null ? undefined : FIELD_SETS[documentType];
}

/** The fields each set shows, in the order they appear. */
export type PrintField =
  | 'model24Type'
  | 'year'
  | 'idRegister'
  | 'creditor'
  | 'idSubConsignee'
  | 'idSite'
  | 'atDate'
  | 'fromDate'
  | 'toDate'
  | 'startPage'
  | 'allLocations'
  | 'merge'
  | 'originalNumberFrom'
  | 'originalNumberTo';

/**
 * Spec 01 §2: the Register field shows for every type but Model K and labels. The registers' prints
 * need one; the minutes and lists take one to list that register's goods only, or every register. The
 * nomination of sub-consignees (21) names places, not goods: a register would change nothing in it.
 */
const FIELDS: Readonly<Record<FieldSet, readonly PrintField[]>> = {
  registerAtDate: ['idRegister', 'year', 'atDate'],
  analytic: ['idRegister', 'year', 'fromDate', 'toDate', 'startPage'],
  year: ['year'],
  dateRange: ['idRegister', 'year', 'fromDate', 'toDate'],
  atDate: ['atDate'],
  dsgaHandover: ['idRegister', 'atDate', 'merge'],
  subConsigneeMinute: ['idRegister', 'idSubConsignee', 'atDate'],
  creditor: ['idRegister', 'creditor', 'fromDate', 'toDate'],
  site: ['idRegister', 'idSite', 'atDate', 'allLocations'],
  originalNumbers: ['idRegister', 'originalNumberFrom', 'originalNumberTo'],
  model24: ['idRegister', 'model24Type', 'atDate'],
};

/** Whether the type needs a register (the registers' prints), or takes every register without one. */
export function registerRequired(set: FieldSet | undefined): boolean {
  return set === 'registerAtDate' || set === 'analytic';
}

/**
 * Whether the school is in a merge for the DSGA handover's merge option: on either side, as the
 * seller (merged) prints the handover of the sites it gives away and the receiver (merger) that of the
 * sites it takes over.
 */
export function inMergeOf(sides: { merged: boolean; merger: boolean }): boolean {
  return sides.merged || sides.merger;
}

/**
 * The fields of a set; the merge option only for a school on either side of a merge (spec 01 §2
 * "Merge option"): the receiver (merger) prints the handover of the sites it took over, the seller
 * (merged) the handover of the sites it gave away.
 */
export function fieldsOf(set: FieldSet | undefined, options: { inMerge: boolean } = { inMerge: false }) {
  const fields = set ? FIELDS[set] : [];
  return options.inMerge ? fields : fields.filter((field) => field !== 'merge');
}

/** Spec 01 §5: the dates of these prints stay inside the chosen year (1 January – 31 December). */
export function datesBoundToYear(set: FieldSet | undefined): boolean {
  return set === 'registerAtDate' || set === 'analytic' || set === 'dateRange';
}

/**
 * The type selector's entries (spec 01 §2): Model 24 is one entry, whose "Model 24 type" field
 * chooses the consignee's (43) or the sub-consignees' (44) document.
 */
export function selectableTypes<T extends { id: number }>(types: readonly T[]): T[] {
  const both = types.some((type) => type.id === DOCUMENT_TYPE.model24Consignee);
  return types.filter((type) => !(both && type.id === DOCUMENT_TYPE.model24Subconsignee));
}
