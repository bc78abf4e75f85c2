import { missingMandatoryFields } from './mandatory-data.ts';

/**
 * External movements (spec 02 §1, §2): movements imported from another application of the school,
 * whose goods a charge takes into the inventory. Those of the school's warehouse are the warehouse
 * movements: their data must be completed (supplier, each good's subcategory) before they are
 * charged, and several go into one charge only from the same supplier (spec 02 §4–§5).
 */
export const WAREHOUSE_SOURCE = 'warehouse';

/** Warehouse movements: 1 to be completed, 2 completed (spec 02 §3–§4). */
export const EXTERNAL_STATUS = { toComplete: 1, completed: 2 } as const;
export type ExternalStatus = (typeof EXTERNAL_STATUS)[keyof typeof EXTERNAL_STATUS];

/** At most this many external movements go into one charge (the contract refuses more; 600 assets bound the rest). */
export const MAX_EXTERNAL_PER_CHARGE = 100;

/** One good of an external movement: a line of quantity n becomes n assets of the charge. */
export interface ExternalGood {
  description: string;
  quantity: number;
  unitPriceCents: number;
  subcategoryId: number | null;
}

export interface ExternalMovementData {
  source: string;
  creditorId: number | null;
  lines: readonly ExternalGood[];
}

export function isWarehouse(source: string): boolean {
  return source === WAREHOUSE_SOURCE;
}

/** Whether a good has what a charge needs of it (mandatory data: description, subcategory, price, quantity). */
export function goodComplete(good: ExternalGood): boolean {
  return (
    missingMandatoryFields({
      description: good.description,
      subcategoryId: good.subcategoryId,
      historicalPriceCents: good.unitPriceCents,
      quantity: good.quantity,
    }).length === 0
  );
}

/** Whether the movement's data is complete: its supplier is a creditor and every good is complete. */
export function dataComplete(movement: ExternalMovementData): boolean {
  return movement.creditorId !== null && movement.lines.length > 0 && movement.lines.every(goodComplete);
}

/** The status the data gives a warehouse movement; other sources have none. */
export function externalStatusOf(movement: ExternalMovementData): ExternalStatus | null {
  if (!isWarehouse(movement.source)) return null;
  return dataComplete(movement) ? EXTERNAL_STATUS.completed : EXTERNAL_STATUS.toComplete;
}

export interface SelectableExternal {
  source: string;
  status: number | null;
  creditorId: number | null;
  supplierName: string | null;
  supplierVatNumber: string | null;
  charged: boolean;
}

/**
 * Who the supplier is, to compare selected movements: the creditor once known, else the VAT number,
 * else the name as written (case and spaces aside); a movement without any supplier has the empty one.
 */
export function supplierKey(movement: SelectableExternal): string {
  if (movement.creditorId !== null) return `creditor:${movement.creditorId}`;
  const vat = movement.supplierVatNumber?.replace(/\s/g, '').toUpperCase();
  if (vat) return `vat:${vat}`;
  const name = movement.supplierName?.trim().replace(/\s+/g, ' ').toLowerCase();
  return name ? `name:${name}` : '';
}

export type SelectionProblem =
  | 'nothingSelected'
  | 'externalMovementCharged'
  | 'differentSuppliers'
  | 'incompleteData';

/**
 * Whether the selected movements can go into one charge (spec 02 §5 "warehouse movements: select at
 * least one, all from the same supplier, all data completed"): at least one, none charged already,
 * one supplier (a charge has one), and every warehouse movement completed.
 */
export function checkExternalSelection(
  selected: readonly SelectableExternal[],
): { ok: true } | { ok: false; code: SelectionProblem } {
  if (selected.length === 0) return { ok: false, code: 'nothingSelected' };
  if (selected.some((m) => m.charged)) return { ok: false, code: 'externalMovementCharged' };
  if (new Set(selected.map(supplierKey)).size > 1) return { ok: false, code: 'differentSuppliers' };
  if (selected.some((m) => isWarehouse(m.source) && m.status !== EXTERNAL_STATUS.completed)) {
    return { ok: false, code: 'incompleteData' };
  }
  return { ok: true };
}
