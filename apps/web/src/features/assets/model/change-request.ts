import type { LocationChange, SubcategoryChange } from '@inventario/shared/contracts/assets';

/** What blocks a change: no asset chosen, no target, an unreadable date (i18n keys). */
export type ChangeProblem = 'noAssets' | 'noTarget' | 'invalidDate';

export interface ChangeDraft {
  assetIds: readonly number[];
  targetId: number | null;
  /** ISO date, null for today, 'invalid' for a date typed incompletely (see FormDateField). */
  date: string | null;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The first problem of a draft, in the order the screen asks: assets, then target, then date. */
export function changeProblem(draft: ChangeDraft): ChangeProblem | undefined {
  if (draft.assetIds.length === 0) return 'noAssets';
  if (draft.targetId === null) return 'noTarget';
  if (draft.date !== null && !ISO_DATE.test(draft.date)) return 'invalidDate';
  return undefined;
}

function common(draft: ChangeDraft) {
  return { assetIds: [...draft.assetIds], ...(draft.date ? { date: draft.date } : {}) };
}

export function toSubcategoryChange(draft: ChangeDraft): SubcategoryChange {
  return { ...common(draft), subcategoryId: draft.targetId ?? 0 };
}

export function toLocationChange(draft: ChangeDraft): LocationChange {
  return { ...common(draft), locationId: draft.targetId ?? 0 };
}

/** The chosen assets already where they would go: the change would not move them. */
export function alreadyThere<A>(
  assets: readonly A[],
  targetId: number | null,
  placeOf: (asset: A) => number | null,
): number {
  return targetId === null ? 0 : assets.filter((asset) => placeOf(asset) === targetId).length;
}
