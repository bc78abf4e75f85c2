import {
  type AssetClass,
  classify,
  INVENTORY_THRESHOLD_CENTS,
  reclassification,
} from '@inventario/shared/domain/assets/threshold';

/**
 * The 200-euro threshold (spec 02 §5) as a save of the asset form meets it: what is announced or asked
 * first, and what is refused before the server would.
 */

/**
 * What the threshold says about a price before an asset is added to a charge or its line changed: a
 * new asset is announced as inventory or durable; a changed price only when it crosses the threshold.
 */
export type PriceClassNotice =
  | { kind: 'new'; assetClass: AssetClass }
  | { kind: 'crosses'; to: AssetClass }
  | undefined;

export function priceClassNotice(previousCents: number | undefined, cents: number): PriceClassNotice {
  if (previousCents === undefined) return { kind: 'new', assetClass: classify(cents) };
  const change = reclassification(previousCents, cents);
  if (change === 'same') return undefined;
  return { kind: 'crosses', to: change === 'toInventory' ? 'inventory' : 'durable' };
}

/**
 * A durable asset needs a durable register for its register (DOMAIN §3): the charge would be refused
 * with `durableRegisterMissing`, so the price field says so at once.
 */
export function durableRegisterProblem(
  cents: number | null,
  register: { hasDurableRegister: boolean } | undefined,
): 'errors.durableRegisterMissing' | undefined {
  if (cents === null || !register) return undefined;
  return classify(cents) === 'durable' && !register.hasDurableRegister
    ? 'errors.durableRegisterMissing'
    : undefined;
}

/** What the user must confirm before a recorded asset is saved. */
export type SaveConfirmation =
  | { kind: 'toInventory' }
  | { kind: 'toDurable' }
  | { kind: 'universalityIncomplete'; totalCents: number };

export interface SaveContext {
  /** The price the asset had (an edit), in cents. */
  originalPriceCents?: number;
  /** The universality the asset is (or goes) in: its total now, and whether the asset already counts in it. */
  universality?: { totalCents: number; includesAsset: boolean };
}

/**
 * The confirms a save asks for: a price crossing 200 euro reclassifies the asset (durable ↔
 * inventory); a universality still below 200 euro after the save stays incomplete.
 */
export function saveConfirmations(newPriceCents: number, context: SaveContext): SaveConfirmation[] {
  const confirmations: SaveConfirmation[] = [];
  if (context.originalPriceCents !== undefined) {
    const change = reclassification(context.originalPriceCents, newPriceCents);
    if (change !== 'same') confirmations.push({ kind: change });
  }
  if (context.universality) {
    const { totalCents, includesAsset } = context.universality;
    const before = includesAsset ? (context.originalPriceCents ?? 0) : 0;
    const after = totalCents - before + newPriceCents;
    if (after < INVENTORY_THRESHOLD_CENTS)
      confirmations.push({ kind: 'universalityIncomplete', totalCents: after });
  }
  return confirmations;
}

/**
 * Spec 02 §5: taking an asset out of a universality (deleting or removing it) that leaves the total
 * below 200 euro asks first. Answers the total left when it does, undefined when no confirm is needed.
 */
export function incompleteAfterRemoval(totalCents: number, componentCents: number): number | undefined {
  const left = totalCents - componentCents;
  return left < INVENTORY_THRESHOLD_CENTS ? left : undefined;
}
