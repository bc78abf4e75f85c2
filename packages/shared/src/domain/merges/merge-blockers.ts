/**
 * What keeps a seller from handing its goods over (spec 02 §5): goods still waiting to be charged,
 * goods the warehouse handed over and not charged yet, and goods in a discharge proposal. The goods in
 * use are the title of the transfer (D.P.R. 157/1998 art. 4): each of those is neither in use nor gone.
 */
export interface SellerPending {
  waitingAssets: number;
  warehouseMovements: number;
  assetsInProposals: number;
}

export const MERGE_BLOCKERS = [
  'mergeWaitingAssets',
  'mergeWarehouseMovements',
  'mergeAssetsInProposals',
] as const;
export type MergeBlocker = (typeof MERGE_BLOCKERS)[number];

/** Every blocker at once, in the order the stepper shows them, so the user sees all there is to clear. */
export function mergeBlockers(pending: SellerPending): MergeBlocker[] {
  const found: MergeBlocker[] = [];
  if (pending.waitingAssets > 0) found.push('mergeWaitingAssets');
  if (pending.warehouseMovements > 0) found.push('mergeWarehouseMovements');
  if (pending.assetsInProposals > 0) found.push('mergeAssetsInProposals');
  return found;
}
