import type { Universality } from '@inventario/shared/contracts/universalities';
import type { LicenceFlags } from '@inventario/shared/domain/access/access';
import { MAX_ASSETS_PER_CHARGE } from '@inventario/shared/domain/movements/charge-rules';
import { assetCountProblem } from '@/features/movements';

/** What a new charge takes in: new and waiting assets, or one complete universality with its components. */
export type ChargeOrigin = 'assets' | 'universality';

/** Where else a charge starts from: a screen of its own, which choosing it opens. */
export type OtherOrigin = 'invoice';

/**
 * The other origins a user sees: the e-invoice only with has-bilancio, which gates invoices (spec 01
 * §6: e-invoices reach the school through its accounting, licence WWB).
 */
export function otherOrigins(flags: Pick<LicenceFlags, 'hasBilancio'>): OtherOrigin[] {
  return flags.hasBilancio ? ['invoice'] : [];
}

/** Why the type step cannot be left: a universality charge needs a complete universality chosen. */
export function typeStepProblem(origin: ChargeOrigin, universality: Universality | null): string | undefined {
  if (origin !== 'universality') return undefined;
  if (!universality) return 'charges.type.chooseUniversality';
  if (universality.chargeMovement) return 'errors.universalityCharged';
  if (universality.status === 2) return 'errors.universalityImported';
  if (universality.status !== 1) return 'errors.universalityIncomplete';
  return undefined;
}

/**
 * Why the assets step cannot be left: no assets, more than a voucher holds (600), or assets still
 * lacking their data (goods of external movements without a subcategory).
 */
export function assetsStepProblem(count: number, incomplete = 0): string | undefined {
  return (
    assetCountProblem(count, MAX_ASSETS_PER_CHARGE) ?? (incomplete > 0 ? 'errors.incompleteData' : undefined)
  );
}
