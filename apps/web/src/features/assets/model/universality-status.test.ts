import type { Universality } from '@inventario/shared/contracts/universalities';
import { describe, expect, it } from 'vitest';
import {
  canCharge,
  canDelete,
  componentsChangeable,
  thresholdProgress,
  universalityStatusCode,
  universalityStatusColor,
  universalityStatusName,
} from './universality-status.ts';

const charge = { id: 4, year: 2026, number: 2, date: '2026-03-01' };
function state(status: 0 | 1 | 2, charged = false): Pick<Universality, 'status' | 'chargeMovement'> {
  return { status, chargeMovement: charged ? charge : null };
}

describe('universality status', () => {
  it('names the three statuses, null as incomplete', () => {
    expect(universalityStatusName(0)).toBe('incomplete');
    expect(universalityStatusName(null)).toBe('incomplete');
    expect(universalityStatusName(1)).toBe('complete');
    expect(universalityStatusName(2)).toBe('imported');
    expect(universalityStatusCode('complete')).toBe(1);
    expect(universalityStatusColor(0)).toBe('warning');
    expect(universalityStatusColor(1)).toBe('success');
  });

  it('charges a complete universality once', () => {
    expect(canCharge(state(1))).toBe(true);
    expect(canCharge(state(0))).toBe(false);
    expect(canCharge(state(1, true))).toBe(false);
    expect(canCharge(state(2))).toBe(false);
  });

  it('takes and loses components only while neither imported nor charged', () => {
    expect(componentsChangeable(state(0))).toBe(true);
    expect(componentsChangeable(state(1))).toBe(true);
    expect(componentsChangeable(state(1, true))).toBe(false);
    expect(componentsChangeable(state(2))).toBe(false);
  });

  it('deletes only while not charged', () => {
    expect(canDelete(state(1))).toBe(true);
    expect(canDelete(state(1, true))).toBe(false);
  });

  it('measures the way to 200 euro', () => {
    expect(thresholdProgress(150)).toEqual({ percent: 75, missingCents: 5_000 });
    expect(thresholdProgress(250.5)).toEqual({ percent: 100, missingCents: 0 });
    expect(thresholdProgress(0)).toEqual({ percent: 0, missingCents: 0 + 20_000 });
  });
});
