/**
 * The inventory renewal (rinnovo inventariale, DOMAIN §8) goes through its steps in one order (spec 02
 * §4): the subcategory mapping (each old subcategory onto the current list), the accounting
 * adjustments (rettifiche: goods found, missing, unusable, estimated again, entered by mistake), the
 * revaluation of the registers, their renumbering from 1, and the closing. The revaluation and the
 * renumbering can be taken back, so the rules below read only what is done now, never the history.
 */
export const RENEWAL_STEPS = ['mapping', 'adjustments', 'revaluation', 'renumbering', 'closing'] as const;
export type RenewalStep = (typeof RENEWAL_STEPS)[number];

/** Where a renewal stands, as the server counts it. */
export interface RenewalProgress {
  status: 'ongoing' | 'completed';
  mappingConfirmed: boolean;
  revalued: boolean;
  renumbered: boolean;
  /** Subcategories in use (an asset holds them) without a target. */
  unmapped: number;
  /** Target subcategories given two different rates. */
  rateConflicts: number;
  /** Movements dated after the renewal date (they block taking the renumbering back). */
  laterMovements: number;
}

export const RENEWAL_ACTIONS = [
  'editMapping',
  'confirmMapping',
  'reopenMapping',
  'adjust',
  'revalue',
  'revertRevaluation',
  'renumber',
  'revertRenumbering',
  'end',
] as const;
export type RenewalAction = (typeof RENEWAL_ACTIONS)[number];

/** The codes refusing an action, each a message the client translates. */
export const RENEWAL_REFUSALS = [
  'renewalCompleted',
  'renewalMappingIncomplete',
  'renewalRateConflict',
  'renewalMappingConfirmed',
  'renewalMappingNotConfirmed',
  'renewalRevaluationDone',
  'renewalNotRevalued',
  'renewalRenumberingDone',
  'renewalNotRenumbered',
  'renewalLaterMovements',
] as const;
export type RenewalRefusal = (typeof RENEWAL_REFUSALS)[number];

/**
 * The step the renewal waits on: the first whose work is not done. The adjustments are optional and
 * made before revaluing, and nothing records them as finished, so a renewal whose mapping is confirmed
 * is at 'adjustments' until it is revalued (the screen lets the user go on to 'revaluation' from there).
 * Once renumbered it is at 'closing', and stays there when completed.
 */
export function currentStep(p: RenewalProgress): RenewalStep {
  if (p.status === 'completed' || p.renumbered) return 'closing';
  if (p.revalued) return 'renumbering';
  if (p.mappingConfirmed) return 'adjustments';
  return 'mapping';
}

/** Every rule of spec 02 §4 that `action` breaks now, in the order the user would meet them. */
function refusals(p: RenewalProgress, action: RenewalAction): RenewalRefusal[] {
  if (p.status === 'completed') return ['renewalCompleted'];
  const found: RenewalRefusal[] = [];
  const refuse = (broken: boolean, code: RenewalRefusal) => {
    if (broken) found.push(code);
  };
  switch (action) {
    case 'editMapping':
      refuse(p.mappingConfirmed, 'renewalMappingConfirmed');
      break;
    case 'confirmMapping':
      refuse(p.mappingConfirmed, 'renewalMappingConfirmed');
      refuse(p.unmapped > 0, 'renewalMappingIncomplete');
      refuse(p.rateConflicts > 0, 'renewalRateConflict');
      break;
    case 'reopenMapping':
    case 'adjust':
    case 'revalue':
      // The revaluation summed the registers under the mapping and with the adjustments: after it,
      // neither may change until it is taken back.
      refuse(!p.mappingConfirmed, 'renewalMappingNotConfirmed');
      refuse(p.revalued, 'renewalRevaluationDone');
      break;
    case 'revertRevaluation':
    case 'renumber':
      refuse(!p.revalued, 'renewalNotRevalued');
      refuse(p.renumbered, 'renewalRenumberingDone');
      break;
    case 'revertRenumbering':
      // A movement after the renewal date already carries the new numbers.
      refuse(!p.renumbered, 'renewalNotRenumbered');
      refuse(p.laterMovements > 0, 'renewalLaterMovements');
      break;
    case 'end':
      refuse(!p.renumbered, 'renewalNotRenumbered');
      break;
  }
  return found;
}

/** The error code refusing `action` now, or null when allowed. */
export function actionRefusal(p: RenewalProgress, action: RenewalAction): RenewalRefusal | null {
  return refusals(p, action)[0] ?? null;
}

/** The action that takes the renewal from its current step to the next one. */
function forwardAction(p: RenewalProgress): RenewalAction {
  if (p.renumbered) return 'end';
  if (p.revalued) return 'renumber';
  if (p.mappingConfirmed) return 'revalue';
  return 'confirmMapping';
}

/**
 * What stands between the renewal and its next step, for the screen (each a code the client
 * translates): all of them at once, so the user sees every thing to fix, not one after another.
 */
export function nextStepBlockers(p: RenewalProgress): RenewalRefusal[] {
  return refusals(p, forwardAction(p));
}

/**
 * Charging a good, and creating or deleting a subcategory, are refused while an ongoing renewal is
 * revalued (spec 02 §5): the revaluation summed the registers as they stood, so they must stay so
 * until it is taken back. No renewal, or a completed one, limits nothing here.
 */
export function revaluationLockRefusal(p: RenewalProgress | null): RenewalRefusal | null {
  return p !== null && p.status === 'ongoing' && p.revalued ? 'renewalRevaluationDone' : null;
}
