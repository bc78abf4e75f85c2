/**
 * Closing a year, which the depreciation screen and the print flow's year-close question run besides
 * the years' own screen: the dialog, the commands with their feedback, and a year status's text.
 * The list of years itself is a reference list (`features/reference-lists`).
 */
export { useCloseYear } from './api/close-year.ts';
export { useYearFailureFeedback } from './api/year-failures.ts';
export { CloseYearDialog } from './components/close-year-dialog.tsx';
export { useYearCommands } from './components/use-year-commands.ts';
export { statusTextKey } from './model/year-actions.ts';
