import type { Merge } from '@inventario/shared/contracts/customer-area';

/** The side of a merge a school is on: merged (accorpata, the seller), merger (accorpante, the receiver). */
export type MergeSide = 'merged' | 'merger';

/** The side a route shows: `#/merger` the receiver's, `#/merged` (and anything else) the seller's. */
export function sideOfRoute(titleKey: string | undefined): MergeSide {
  return titleKey === 'merger' ? 'merger' : 'merged';
}

/** The school on the other side of a merge: the receiver for the seller, the seller for the receiver. */
export function otherSchool(merge: Merge, side: MergeSide): { code: string; name: string } {
  return side === 'merged'
    ? { code: merge.receiverCode, name: merge.receiverName }
    : { code: merge.sellerCode, name: merge.sellerName };
}

/**
 * The merge shown: the one chosen while the school still has it, else the first. None without merges.
 */
export function shownMerge(merges: readonly Merge[], chosenId: number | undefined): Merge | undefined {
  return merges.find((merge) => merge.id === chosenId) ?? merges[0];
}
