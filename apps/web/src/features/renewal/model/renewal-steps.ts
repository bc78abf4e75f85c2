import type { Renewal } from '@inventario/shared/contracts/renewal';
import { RENEWAL_STEPS } from '@inventario/shared/domain/renewal/steps';
import { type ErrorCode, isErrorCode } from '@inventario/shared/errors';

/**
 * The renewal screen's sections, in order (spec 02 §2, DOMAIN §8): its start, then the steps the
 * server counts (`RENEWAL_STEPS`: mapping, adjustments, revaluation, renumbering, closing).
 */
export const SCREEN_STEPS = ['start', ...RENEWAL_STEPS] as const;
export type ScreenStep = (typeof SCREEN_STEPS)[number];

/** Where a step stands: its work done, the one the renewal waits on, or still to come. */
export type StepState = 'done' | 'current' | 'upcoming';

export interface StepStatus {
  step: ScreenStep;
  state: StepState;
}

/** What the steps read of a renewal: its step and status (null: the school has none to show). */
export type RenewalStand = Pick<Renewal, 'step' | 'status'> | null;

/**
 * The step the renewal waits on: the start while there is none, else the server's step; none once it
 * is completed (every step done).
 */
export function currentScreenStep(renewal: RenewalStand): ScreenStep | null {
  if (renewal === null) return 'start';
  return renewal.status === 'completed' ? null : renewal.step;
}

/** Each step of the screen with its state: those before the current one done, those after to come. */
export function stepStates(renewal: RenewalStand): StepStatus[] {
  const current = currentScreenStep(renewal);
  const at = current === null ? SCREEN_STEPS.length : SCREEN_STEPS.indexOf(current);
  return SCREEN_STEPS.map((step, index) => ({
    step,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
  }));
}

/**
 * The section shown: the one the user chose (a step to come tells what it will do), else the current
 * step (the last one once completed).
 */
export function shownStep(chosen: ScreenStep | null, renewal: RenewalStand): ScreenStep {
  return chosen ?? currentScreenStep(renewal) ?? 'closing';
}

/** The step before another, which a step to come waits for; none before the start. */
export function previousStep(step: ScreenStep): ScreenStep | null {
  return SCREEN_STEPS[SCREEN_STEPS.indexOf(step) - 1] ?? null;
}

/**
 * What blocks the next step, as error codes the client translates (`errors.<code>`); a code the
 * catalogue does not know is left out rather than shown raw.
 */
export function blockerCodes(blockers: readonly string[]): ErrorCode[] {
  return blockers.filter(isErrorCode);
}

/**
 * Whether a step after the mapping has its section of actions yet: the adjustments and the revaluation
 * once the mapping is confirmed (the revaluation may follow the adjustments at once: none are
 * required), the renumbering once revalued, the closing once renumbered. Before that, the section
 * says what the step waits for.
 */
export function stepOpen(
  step: ScreenStep,
  renewal: Pick<Renewal, 'status' | 'mappingConfirmedAt' | 'revaluedAt' | 'renumberedAt'>,
): step is 'adjustments' | 'revaluation' | 'renumbering' | 'closing' {
  switch (step) {
    case 'adjustments':
    case 'revaluation':
      return renewal.mappingConfirmedAt !== null;
    case 'renumbering':
      return renewal.revaluedAt !== null;
    case 'closing':
      return renewal.renumberedAt !== null || renewal.status === 'completed';
    default:
      return false;
  }
}
