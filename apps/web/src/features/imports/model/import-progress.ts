import type { ImportState } from '@inventario/shared/contracts/imports';
import { IMPORT_TYPE, type ImportType } from '@inventario/shared/domain/imports/import-format';

/** Every step a user may follow, as the stepper names them; `columns` is another product's file's only. */
const ALL_STEPS = ['upload', 'columns', 'check', 'mapping', 'import', 'result'] as const;
export type ImportStep = (typeof ALL_STEPS)[number];

/** The steps of an import of a type: another product's file says which column is which first. */
export function importSteps(type: ImportType): readonly ImportStep[] {
  return type === IMPORT_TYPE.schoolSoftware ? ALL_STEPS : ALL_STEPS.filter((step) => step !== 'columns');
}

/**
 * Within a file without errors: its report is read first, then its lists are matched. A type-4 file
 * checked already can go back to its columns.
 */
export type ReadyStage = 'report' | 'mapping' | 'columns';

export interface StepperState {
  steps: readonly ImportStep[];
  /** The step the screen shows (an index of `steps`); the steps before it are done. */
  active: number;
  /** The step shown stopped there: a file with errors, an import that failed. */
  failed: boolean;
  /** Every step done: the import is written. */
  finished: boolean;
}

function stepOf(state: ImportState | null, stage: ReadyStage): { step: ImportStep; failed?: boolean } {
  if (stage === 'columns' && (state === 'invalid' || state === 'ready')) return { step: 'columns' };
  switch (state) {
    case null:
    case 'discarded':
      return { step: 'upload' };
    case 'columns':
      return { step: 'columns' };
    case 'validating':
      return { step: 'check' };
    case 'invalid':
      return { step: 'check', failed: true };
    case 'ready':
      return { step: stage === 'mapping' ? 'mapping' : 'check' };
    case 'importing':
      return { step: 'import' };
    case 'imported':
      return { step: 'result' };
    case 'failed':
      return { step: 'import', failed: true };
  }
}

/** Where the stepper of an import of `type` stands for an import in a state (none: the upload). */
export function stepperState(
  type: ImportType,
  state: ImportState | null,
  stage: ReadyStage = 'report',
): StepperState {
  const steps = importSteps(type);
  const { step, failed = false } = stepOf(state, stage);
  return { steps, active: steps.indexOf(step), failed, finished: state === 'imported' };
}

/**
 * How far a run has got, in percent (whole), or none while it does not know its total yet (the bar is
 * indeterminate then).
 */
export function progressPercent(progress: { done: number; total: number }): number | undefined {
  if (progress.total <= 0) return undefined;
  return Math.min(100, Math.max(0, Math.floor((progress.done / progress.total) * 100)));
}
