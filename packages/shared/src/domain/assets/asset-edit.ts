/**
 * Who may change what of an asset (issue "Financial years, charges and assets"): a waiting asset is
 * only a record and changes freely; once charged, its legal content (price, subcategory,
 * universality, numbers) changes only through movements, and a discharged asset not at all.
 */
import { ASSET_STATUS } from '../../contracts/assets.ts';

export type AssetEditScope = 'full' | 'descriptive';

type Refusal<C extends string> = { ok: false; code: C };

export function editScope(status: number): { ok: true; scope: AssetEditScope } | Refusal<'assetDischarged'> {
  if (status === ASSET_STATUS.discharged) return { ok: false, code: 'assetDischarged' };
  return { ok: true, scope: status === ASSET_STATUS.waiting ? 'full' : 'descriptive' };
}

/** The multiple edit, the subcategory and the location change reach every asset still in the inventory. */
export function checkNotDischarged(status: number): { ok: true } | Refusal<'assetDischarged'> {
  return status === ASSET_STATUS.discharged ? { ok: false, code: 'assetDischarged' } : { ok: true };
}

/** Only a waiting asset can be deleted: a charged one leaves the inventory by a discharge. */
export function checkDeletable(status: number): { ok: true } | Refusal<'assetNotWaiting'> {
  return status === ASSET_STATUS.waiting ? { ok: true } : { ok: false, code: 'assetNotWaiting' };
}

/** The legal content of an asset, which the full edit of a charged asset must leave as it is. */
export interface AssetLegalContent {
  historicalPriceCents: number;
  subcategoryId: number;
  universalityId: number | null;
}

export function checkLegalContentKept(
  stored: AssetLegalContent,
  requested: AssetLegalContent,
): { ok: true } | Refusal<'assetNotWaiting'> {
  const kept =
    stored.historicalPriceCents === requested.historicalPriceCents &&
    stored.subcategoryId === requested.subcategoryId &&
    stored.universalityId === requested.universalityId;
  return kept ? { ok: true } : { ok: false, code: 'assetNotWaiting' };
}

/** A subcategory change keeps the assets in their register: numbers belong to the register. */
export function checkSameRegister(
  assetRegisterIds: readonly number[],
  targetRegisterId: number,
): { ok: true } | Refusal<'subcategoryOtherRegister'> {
  return assetRegisterIds.every((id) => id === targetRegisterId)
    ? { ok: true }
    : { ok: false, code: 'subcategoryOtherRegister' };
}

/** The `action` of an asset's history rows. */
export const ASSET_HISTORY_ACTION = {
  charge: 'charge',
  create: 'create',
  update: 'update',
  multipleEdit: 'multipleEdit',
  subcategoryChange: 'subcategoryChange',
  locationChange: 'locationChange',
  universalityJoin: 'universalityJoin',
  universalityLeave: 'universalityLeave',
  /** The good came in with an import of the school's inventory (its first row). */
  imported: 'import',
  /** The good came from a merged school's package (its first row in the receiver). */
  merged: 'merge',
} as const;
