import type { ImportState } from '@inventario/shared/contracts/imports';

/** The steps the user follows, as the stepper names them. */
export const IMPORT_STEPS = ['upload', 'check', 'mapping', 'import', 'result'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Within a file without errors: its report is read first, then its lists are matched. */
export type ReadyStage = 'report' | 'mapping';

export interface StepperState {
  /** The step the screen shows (an index of IMPORT_STEPS); the steps before it are done. */
  active: number;
  /** The step shown stopped there: a file with errors, an import that failed. */
  failed: boolean;
  /** Every step done: the import is written. */
  finished: boolean;
}

const at = (step: ImportStep, failed = false, finished = false): StepperState => ({
  active: IMPORT_STEPS.indexOf(step),
  failed,
  finished,
});

/** Where the stepper stands for an import in a state (none: the upload). */
export function stepperState(state: ImportState | null, stage: ReadyStage = 'report'): StepperState {
  switch (state) {
    case null:
    case 'discarded':
      return at('upload');
    case 'validating':
      return at('check');
    case 'invalid':
      return at('check', true);
    case 'ready':
      return at(stage === 'mapping' ? 'mapping' : 'check');
    case 'importing':
      return at('import');
    case 'imported':
      return at('result', false, true);
    case 'failed':
      return at('import', true);
  }
}

/**
 * How far a run has got, in percent (whole), or none while it does not know its total yet (the bar is
 * indeterminate then).
 */
export function progressPercent(progress: { done: number; total: number }): number | undefined {
  if (progress.total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.floor((progress.done / progress.total) * 100)));
}
