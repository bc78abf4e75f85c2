import { describe, expect, it } from 'vitest';
import { mergeBlockers } from './merge-blockers.ts';
import { mergeChargeDate, mergeDischargeDate } from './merge-dates.ts';

describe('merge dates', () => {
  it('discharges the seller on 31 August', () => {
    expect(mergeDischargeDate(2026)).toBe('2026-08-31');
  });

  it('charges the receiver on 1 September, or on its last movement when later', () => {
    expect(mergeChargeDate(2026, null)).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-06-30')).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-09-01')).toBe('2026-09-01');
    expect(mergeChargeDate(2026, '2026-10-15')).toBe('2026-10-15');
    expect(mergeChargeDate(2026, '2026-10-15T09:30:00.000Z')).toBe('2026-10-15');
  });
});

describe('mergeBlockers', () => {
  it('names every kind of pending good at once, and none when nothing is pending', () => {
    expect(mergeBlockers({ waitingAssets: 0, warehouseMovements: 0, assetsInProposals: 0 })).toEqual([]);
    expect(mergeBlockers({ waitingAssets: 3, warehouseMovements: 1, assetsInProposals: 2 })).toEqual([
      'mergeWaitingAssets',
      'mergeWarehouseMovements',
      'mergeAssetsInProposals',
    ]);
    expect(mergeBlockers({ waitingAssets: 0, warehouseMovements: 0, assetsInProposals: 1 })).toEqual([
      'mergeAssetsInProposals',
    ]);
  });
});
