/** The three steps of the movement screen (spec 02 §2): movement type, assets, details. */
export const MOVEMENT_STEPS = ['type', 'assets', 'details'] as const;
export type MovementStep = (typeof MOVEMENT_STEPS)[number];

export function stepIndex(step: MovementStep): number {
  return MOVEMENT_STEPS.indexOf(step);
}

/**
 * Why the user cannot go past a step, as an i18n key, or undefined when they can. Going back is always
 * allowed; going forward checks every step left behind, so a jump from the first step to the last
 * (the edit mode's step buttons) cannot skip the assets check.
 */
export function forwardProblem(
  from: MovementStep,
  to: MovementStep,
  problemOf: (step: MovementStep) => string | undefined,
): string | undefined {
  return forwardStop(from, to, problemOf)?.problem;
}

/**
 * A step's problem that its own field already shows inline ("Dato obbligatorio" under the field, as
 * the details' fields do): the stepper shows that step, with no alert.
 */
export const SHOWN_ON_FIELD = '(shown on the field)';

/** Where a move forward stops: the first step left behind that has a problem, and the problem. */
export function forwardStop(
  from: MovementStep,
  to: MovementStep,
  problemOf: (step: MovementStep) => string | undefined,
): { step: MovementStep; problem: string } | undefined {
  for (let index = stepIndex(from); index < stepIndex(to); index++) {
    const step = MOVEMENT_STEPS[index];
    const problem = step ? problemOf(step) : undefined;
    if (step && problem) return { step, problem };
  }
  return undefined;
}

/** The error-text key of an asset count a movement cannot hold: none, or more than its limit. */
export function assetCountProblem(
  count: number,
  max: number,
): 'errors.noAssets' | 'errors.tooManyAssets' | undefined {
  if (count < 1) return 'errors.noAssets';
  if (count > max) return 'errors.tooManyAssets';
  return undefined;
}
