/**
 * The movements imported from the school's other applications, as far as a charge starts from them:
 * the chosen movements by id, the rule on which can be charged together, and their query keys (a
 * charge takes them, its deletion gives them back).
 */
export { externalMovementKeys } from './api/external-movement-keys.ts';
export { useExternalMovementList } from './api/list-external-movements.ts';
export { chargeSelectionProblem, parseExternalIds } from './model/charge-selection.ts';
