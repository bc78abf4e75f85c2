import { ASSET_STATUS } from '../../contracts/assets.ts';
import { INVENTORY_THRESHOLD_CENTS } from '../assets/threshold.ts';

/**
 * A universality groups durable items that together reach the threshold (art. 31 c.5, DOMAIN §3).
 * Status codes of spec 02 §3: 0 (or null) incomplete, 1 complete, 2 imported.
 */
export const UNIVERSALITY_STATUS = { incomplete: 0, complete: 1, imported: 2 } as const;
export type UniversalityStatus = (typeof UNIVERSALITY_STATUS)[keyof typeof UNIVERSALITY_STATUS];

/** The status list the client shows (`GET /universality/statusList`), in the product's language. */
export const UNIVERSALITY_STATUS_LIST: readonly { code: UniversalityStatus; description: string }[] = [
  { code: UNIVERSALITY_STATUS.incomplete, description: 'Incompleta' },
  { code: UNIVERSALITY_STATUS.complete, description: 'Completa' },
  { code: UNIVERSALITY_STATUS.imported, description: 'Importata' },
];

export function universalityStatus(componentCents: readonly number[], imported = false): UniversalityStatus {
  if (imported) return UNIVERSALITY_STATUS.imported;
  return statusOfTotal(componentCents.reduce((sum, cents) => sum + cents, 0));
}

/** The status from the components' total, for a query that sums them itself. */
export function statusOfTotal(totalCents: number, imported = false): UniversalityStatus {
  if (imported) return UNIVERSALITY_STATUS.imported;
  return totalCents >= INVENTORY_THRESHOLD_CENTS
    ? UNIVERSALITY_STATUS.complete
    : UNIVERSALITY_STATUS.incomplete;
}

/** No component may reach the threshold alone: it would be an inventory asset of its own. */
export function checkComponent(
  historicalPriceCents: number,
): { ok: true } | { ok: false; code: 'componentReachesThreshold' } {
  return historicalPriceCents >= INVENTORY_THRESHOLD_CENTS
    ? { ok: false, code: 'componentReachesThreshold' }
    : { ok: true };
}

type Refusal<C extends string> = { ok: false; code: C };

/** What decides whether a universality's components may change. */
export interface UniversalityState {
  imported: boolean;
  charged: boolean;
}

/**
 * An imported universality is history brought from another program, and a charged one is in the
 * register under its inventory number: neither takes nor loses components.
 */
export function checkComponentsChangeable(
  universality: UniversalityState,
): { ok: true } | Refusal<'universalityImported' | 'universalityCharged'> {
  if (universality.imported) return { ok: false, code: 'universalityImported' };
  if (universality.charged) return { ok: false, code: 'universalityCharged' };
  return { ok: true };
}

/** An asset about to join a universality. */
export interface Candidate {
  status: number;
  historicalPriceCents: number;
  assetClass: 'inventory' | 'durable';
  registerId: number;
  /** The universality it is in now, if any. */
  universalityId: number | null;
}

export type JoinRefusal =
  | 'universalityImported'
  | 'universalityCharged'
  | 'componentNotDurable'
  | 'assetInUniversality'
  | 'componentReachesThreshold'
  | 'universalityMixedRegisters';

/**
 * Whether assets may join a universality (DOMAIN §3): it must still take components; each asset
 * must be a waiting durable asset, not in another universality, below the threshold alone (the
 * more telling refusal for a waiting asset priced as inventory), and every component
 * (those already in and those joining) of one register, which charges it under one number.
 */
export function checkJoin(
  universality: UniversalityState & { id: number | null; componentRegisterIds: readonly number[] },
  candidates: readonly Candidate[],
): { ok: true } | Refusal<JoinRefusal> {
  const changeable = checkComponentsChangeable(universality);
  if (!changeable.ok) return changeable;
  for (const asset of candidates) {
    if (asset.status !== ASSET_STATUS.waiting) return { ok: false, code: 'componentNotDurable' };
    if (asset.universalityId !== null && asset.universalityId !== universality.id) {
      return { ok: false, code: 'assetInUniversality' };
    }
    const component = checkComponent(asset.historicalPriceCents);
    if (!component.ok) return component;
    if (asset.assetClass !== 'durable') return { ok: false, code: 'componentNotDurable' };
  }
  const registers = new Set([...universality.componentRegisterIds, ...candidates.map((a) => a.registerId)]);
  return registers.size > 1 ? { ok: false, code: 'universalityMixedRegisters' } : { ok: true };
}

export interface ComponentValues {
  historicalPriceCents: number;
  actualPriceCents: number;
}

/** The totals and status of a universality from its components' values. */
export function universalityTotals(components: readonly ComponentValues[], imported = false) {
  const totalHistoricalCents = components.reduce((sum, c) => sum + c.historicalPriceCents, 0);
  const totalActualCents = components.reduce((sum, c) => sum + c.actualPriceCents, 0);
  return {
    totalHistoricalCents,
    totalActualCents,
    assetCount: components.length,
    status: statusOfTotal(totalHistoricalCents, imported),
  };
}
