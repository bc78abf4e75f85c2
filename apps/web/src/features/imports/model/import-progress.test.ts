import { describe, expect, it } from 'vitest';
import { progressPercent, stepperState } from './import-progress.ts';

const stepAt = (...args: Parameters<typeof stepperState>) => {
  const state = stepperState(...args);
  return state.steps[state.active];
};

describe('stepperState', () => {
  it('follows an import from the upload to its result', () => {
    expect(stepAt(1, null)).toBe('upload');
    expect(stepAt(1, 'validating')).toBe('check');
    expect(stepAt(1, 'ready')).toBe('check');
    expect(stepAt(1, 'ready', 'mapping')).toBe('mapping');
    expect(stepAt(1, 'importing')).toBe('import');
    expect(stepperState(1, 'imported')).toEqual({
      steps: ['upload', 'check', 'mapping', 'import', 'result'],
      active: 4,
      failed: false,
      finished: true,
    });
  });

  it('stops at the check for a file with errors, and at the import for a run that failed', () => {
    expect(stepperState(2, 'invalid')).toMatchObject({ active: 1, failed: true, finished: false });
    expect(stepperState(2, 'failed')).toMatchObject({ active: 3, failed: true, finished: false });
  });

  it("asks another product's file for its columns before its check, and goes back to them on request", () => {
    expect(stepperState(4, null).steps).toEqual([
      'upload',
      'columns',
      'check',
      'mapping',
      'import',
      'result',
    ]);
    expect(stepAt(4, 'columns')).toBe('columns');
    expect(stepAt(4, 'validating')).toBe('check');
    expect(stepAt(4, 'invalid', 'columns')).toBe('columns');
    expect(stepperState(4, 'invalid', 'columns').failed).toBe(false);
    expect(stepAt(4, 'ready', 'columns')).toBe('columns');
    expect(stepAt(4, 'ready', 'mapping')).toBe('mapping');
    expect(stepperState(4, 'imported')).toMatchObject({ active: 5, finished: true });
  });
});

describe('progressPercent', () => {
  it('is whole percents of the rows written, none while the total is not known', () => {
    expect(progressPercent({ done: 0, total: 0 })).toBeUndefined();
    expect(progressPercent({ done: 0, total: 8 })).toBe(0);
    expect(progressPercent({ done: 3, total: 8 })).toBe(37);
    expect(progressPercent({ done: 8, total: 8 })).toBe(100);
    expect(progressPercent({ done: 9, total: 8 })).toBe(100);
  });
});
