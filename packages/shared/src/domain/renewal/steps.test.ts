import { describe, expect, it } from 'vitest';
import {
  actionRefusal,
  currentStep,
  nextStepBlockers,
  RENEWAL_ACTIONS,
  type RenewalProgress,
  revaluationLockRefusal,
} from './steps.ts';

/** A renewal just started: its mapping proposed and complete. */
const started: RenewalProgress = {
  status: 'ongoing',
  mappingConfirmed: false,
  revalued: false,
  renumbered: false,
  unmapped: 0,
  rateConflicts: 0,
  laterMovements: 0,
};
const confirmed: RenewalProgress = { ...started, mappingConfirmed: true };
const revalued: RenewalProgress = { ...confirmed, revalued: true };
const renumbered: RenewalProgress = { ...revalued, renumbered: true };
const completed: RenewalProgress = { ...renumbered, status: 'completed' };

const allowed = (p: RenewalProgress) => RENEWAL_ACTIONS.filter((action) => actionRefusal(p, action) === null);

describe('currentStep', () => {
  it('waits on the first step whose work is not done', () => {
    expect(currentStep(started)).toBe('mapping');
    expect(currentStep(confirmed)).toBe('adjustments');
    expect(currentStep(revalued)).toBe('renumbering');
    expect(currentStep(renumbered)).toBe('closing');
    expect(currentStep(completed)).toBe('closing');
  });

  it('goes back with the revaluation or the renumbering taken back', () => {
    expect(currentStep({ ...renumbered, renumbered: false })).toBe('renumbering');
    expect(currentStep({ ...revalued, revalued: false })).toBe('adjustments');
  });
});

describe('actionRefusal', () => {
  it('edits the mapping until it is confirmed, then allows the adjustments and the revaluation', () => {
    expect(allowed(started)).toEqual(['editMapping', 'confirmMapping']);
    expect(allowed(confirmed)).toEqual(['reopenMapping', 'adjust', 'revalue']);
    expect(allowed(revalued)).toEqual(['revertRevaluation', 'renumber']);
    expect(allowed(renumbered)).toEqual(['revertRenumbering', 'end']);
    expect(allowed(completed)).toEqual([]);
  });

  it('refuses editing a confirmed mapping, and confirming it twice', () => {
    expect(actionRefusal(confirmed, 'editMapping')).toBe('renewalMappingConfirmed');
    expect(actionRefusal(confirmed, 'confirmMapping')).toBe('renewalMappingConfirmed');
  });

  it('confirms a mapping only with every subcategory in use mapped and no target given two rates', () => {
    expect(actionRefusal({ ...started, unmapped: 2 }, 'confirmMapping')).toBe('renewalMappingIncomplete');
    expect(actionRefusal({ ...started, rateConflicts: 1 }, 'confirmMapping')).toBe('renewalRateConflict');
    expect(actionRefusal({ ...started, unmapped: 2 }, 'editMapping')).toBeNull();
  });

  it('adjusts, revalues and reopens the mapping only after it is confirmed and before the revaluation', () => {
    for (const action of ['reopenMapping', 'adjust', 'revalue'] as const) {
      expect(actionRefusal(started, action)).toBe('renewalMappingNotConfirmed');
      expect(actionRefusal(confirmed, action)).toBeNull();
      expect(actionRefusal(revalued, action)).toBe('renewalRevaluationDone');
      expect(actionRefusal(renumbered, action)).toBe('renewalRevaluationDone');
    }
  });

  it('takes the revaluation back, or renumbers, only when revalued and not renumbered', () => {
    for (const action of ['revertRevaluation', 'renumber'] as const) {
      expect(actionRefusal(confirmed, action)).toBe('renewalNotRevalued');
      expect(actionRefusal(revalued, action)).toBeNull();
      expect(actionRefusal(renumbered, action)).toBe('renewalRenumberingDone');
    }
  });

  it('takes the renumbering back only while no movement is dated after the renewal date', () => {
    expect(actionRefusal(revalued, 'revertRenumbering')).toBe('renewalNotRenumbered');
    expect(actionRefusal(renumbered, 'revertRenumbering')).toBeNull();
    expect(actionRefusal({ ...renumbered, laterMovements: 1 }, 'revertRenumbering')).toBe(
      'renewalLaterMovements',
    );
  });

  it('ends only a renumbered renewal, later movements or not', () => {
    expect(actionRefusal(revalued, 'end')).toBe('renewalNotRenumbered');
    expect(actionRefusal({ ...renumbered, laterMovements: 3 }, 'end')).toBeNull();
  });

  it('allows nothing once completed', () => {
    for (const action of RENEWAL_ACTIONS) expect(actionRefusal(completed, action)).toBe('renewalCompleted');
  });
});

describe('nextStepBlockers', () => {
  it('names every thing to fix before the mapping can be confirmed', () => {
    expect(nextStepBlockers(started)).toEqual([]);
    expect(nextStepBlockers({ ...started, unmapped: 3, rateConflicts: 1 })).toEqual([
      'renewalMappingIncomplete',
      'renewalRateConflict',
    ]);
  });

  it('has nothing in the way of revaluing, renumbering and ending', () => {
    expect(nextStepBlockers(confirmed)).toEqual([]);
    expect(nextStepBlockers(revalued)).toEqual([]);
    expect(nextStepBlockers({ ...renumbered, laterMovements: 2 })).toEqual([]);
  });

  it('says a completed renewal has no next step', () => {
    expect(nextStepBlockers(completed)).toEqual(['renewalCompleted']);
  });
});

describe('revaluationLockRefusal', () => {
  it('refuses charging and changing subcategories while an ongoing renewal is revalued', () => {
    expect(revaluationLockRefusal(revalued)).toBe('renewalRevaluationDone');
    expect(revaluationLockRefusal(renumbered)).toBe('renewalRevaluationDone');
  });

  it('limits nothing before the revaluation, after the renewal, or without one', () => {
    expect(revaluationLockRefusal(confirmed)).toBeNull();
    expect(revaluationLockRefusal(completed)).toBeNull();
    expect(revaluationLockRefusal(null)).toBeNull();
  });
});
