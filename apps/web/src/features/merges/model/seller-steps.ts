import type { MergeBlockerCount, SellerMerge, SellerSite } from '@inventario/shared/contracts/merges';
import type { MergeBlocker } from '@inventario/shared/domain/merges/merge-blockers';

/**
 * The seller's stepper (spec 02 §2, §5): the checks of what keeps the goods from going, the sites
 * that go to this receiver, their goods, the discharge for merge; then, once the package went, its
 * handover.
 */
export const SELLER_STEPS = ['checks', 'sites', 'assets', 'discharge', 'handover'] as const;
export type SellerStep = (typeof SELLER_STEPS)[number];

/** The step the stepper opens on: the handover once the package went, else the checks. */
export function sellerStartStep(seller: Pick<SellerMerge, 'package'>): SellerStep {
  return seller.package ? 'handover' : 'checks';
}

/** The blockers that still hold goods back (a count of none is no blocker). */
export function pendingBlockers(blockers: readonly MergeBlockerCount[]): MergeBlockerCount[] {
  return blockers.filter((blocker) => blocker.count > 0);
}

/** Where each blocker is cleared: the waiting goods, the warehouse's movements, the discharge proposals. */
export const BLOCKER_ROUTES: Readonly<Record<MergeBlocker, string>> = {
  mergeWaitingAssets: '/assets?view=waiting',
  mergeWarehouseMovements: '/external-movements',
  mergeAssetsInProposals: '/outdated',
};

/** A site another merge's package took: it goes to that receiver, not to this one. */
export function siteTaken(site: Pick<SellerSite, 'mergeId'>, mergeId: number): boolean {
  return site.mergeId !== null && site.mergeId !== mergeId;
}

/** The chosen sites with one more, or one less; a taken site is never chosen. */
export function toggleSite(
  chosen: readonly number[],
  site: Pick<SellerSite, 'id' | 'mergeId'>,
  mergeId: number,
): number[] {
  if (chosen.includes(site.id)) return chosen.filter((id) => id !== site.id);
  return siteTaken(site, mergeId) ? [...chosen] : [...chosen, site.id];
}

/** The chosen sites that may still go (a site taken meanwhile drops out), in the list's order. */
export function chosenSites(
  sites: readonly SellerSite[],
  chosen: readonly number[],
  mergeId: number,
): SellerSite[] {
  return sites.filter((site) => chosen.includes(site.id) && !siteTaken(site, mergeId));
}

/** The goods and value of the chosen sites, as the sites' list counts them. */
export function sitesTotals(sites: readonly Pick<SellerSite, 'assets' | 'valueCents'>[]): {
  goods: number;
  valueCents: number;
} {
  return sites.reduce(
    (total, site) => ({ goods: total.goods + site.assets, valueCents: total.valueCents + site.valueCents }),
    { goods: 0, valueCents: 0 },
  );
}

/**
 * Why the user may not go on from a step: goods still held back at the checks, no site chosen at the
 * sites; none when the next step may open.
 */
export function sellerStepRefusal(
  step: SellerStep,
  facts: { blockers: readonly MergeBlockerCount[]; chosen: readonly number[] },
): 'blocked' | 'noSites' | undefined {
  if (step === 'checks' && pendingBlockers(facts.blockers).length > 0) return 'blocked';
  if (step === 'sites' && facts.chosen.length === 0) return 'noSites';
  return undefined;
}

/** The steps before the discharge are the package's making: once it went, only its handover is open. */
export function sellerStepOpen(step: SellerStep, seller: Pick<SellerMerge, 'package'>): boolean {
  return seller.package ? step === 'handover' : step !== 'handover';
}
