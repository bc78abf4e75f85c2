import { describe, expect, it } from 'vitest';
import { IMPORT_STEPS, progressPercent, stepperState } from './import-progress.ts';

const step = (index: number) => IMPORT_STEPS[index];

describe('stepperState', () => {
  it('follows an import from the upload to its result', () => {
    expect(step(stepperState(null).active)).toBe('upload');
    expect(step(stepperState('validating').active)).toBe('check');
    expect(step(stepperState('ready').active)).toBe('check');
    expect(step(stepperState('ready', 'mapping').active)).toBe('mapping');
    expect(step(stepperState('importing').active)).toBe('import');
    expect(stepperState('imported')).toEqual({ active: 4, failed: false, finished: true });
  });

  it('stops at the check for a file with errors, and at the import for a run that failed', () => {
    expect(stepperState('invalid')).toEqual({ active: 1, failed: true, finished: false });
    expect(stepperState('failed')).toEqual({ active: 3, failed: true, finished: false });
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
