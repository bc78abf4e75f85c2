import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import type { Heads } from '@inventario/shared/domain/school/heads';
import { headsDifferFromCustomerArea } from '@inventario/shared/domain/school/heads';
import type { PrintFormValues } from './print-form.ts';

/**
 * The further dialog a print opens before it is published (spec 01 §4 "Print flow" step 4):
 * the Model K subcategories to check, the sub-consignees to nominate or list, the locations of a
 * sub-consignee or of a site, the sites of a merged school.
 */
export type PrintSelection =
  | 'modelKSubcategories'
  | 'subConsignees'
  | 'subConsigneeLocations'
  | 'siteLocations'
  | 'mergedSites';

export function selectionOf(values: PrintFormValues): PrintSelection | null {
  switch (values.documentType) {
    case DOCUMENT_TYPE.modelK:
      return 'modelKSubcategories';
    case DOCUMENT_TYPE.subconsigneeNomination:
    case DOCUMENT_TYPE.model24Subconsignee:
      return 'subConsignees';
    case DOCUMENT_TYPE.subconsigneeHandover:
    case DOCUMENT_TYPE.subconsigneeReturn:
      return 'subConsigneeLocations';
    case DOCUMENT_TYPE.assetsBySite:
      return values.allLocations ? null : 'siteLocations';
    case DOCUMENT_TYPE.dsgaHandover:
      return values.merge ? 'mergedSites' : null;
    default:
      return null;
  }
}

/** The prints signed by the DS or the DSGA (spec 01 §4 step 3). */
const SIGNED_BY_HEADS: ReadonlySet<number> = new Set([
  DOCUMENT_TYPE.analyticDecrease,
  DOCUMENT_TYPE.durableDecrease,
  DOCUMENT_TYPE.subconsigneeNomination,
  DOCUMENT_TYPE.dsgaHandover,
  DOCUMENT_TYPE.subconsigneeHandover,
  DOCUMENT_TYPE.subconsigneeReturn,
]);

/**
 * Spec 01 §4 step 3: a print signed by the DS or the DSGA first offers to copy their names from the
 * customer area when the stored ones differ from them or are missing.
 */
export function headsSyncOffered(documentType: number | null, heads: Heads): boolean {
  if (documentType === null || !SIGNED_BY_HEADS.has(documentType)) return false;
  const missing = !heads.manager?.trim() || !heads.consignee?.trim();
  return missing || headsDifferFromCustomerArea(heads);
}

/** A Model K subcategory as the check dialog shows it. */
export interface ModelKSubcategory {
  aggregation: { code: string } | null;
}

/** Spec 01 §5: Model K cannot be generated while a subcategory has no aggregation. */
export function missingAggregations(subcategories: readonly ModelKSubcategory[]): number {
  return subcategories.filter((subcategory) => subcategory.aggregation === null).length;
}
