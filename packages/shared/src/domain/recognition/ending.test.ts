import { describe, expect, it } from 'vitest';
import { type EndState, endBlockers } from './ending.ts';

const clear: EndState = {
  undetected: 0,
  waitingAssets: 0,
  warehouseMovements: 0,
  assetsInOtherProposals: 0,
  movementsAfterRenewalYear: 0,
};

describe('endBlockers', () => {
  it('lets a recognition end when nothing is left', () => {
    expect(endBlockers(clear)).toEqual([]);
  });

  it('names each rule of §5 that stands in the way', () => {
    expect(endBlockers({ ...clear, undetected: 3 })).toEqual(['recognitionUndetectedAssets']);
    for (const pending of ['waitingAssets', 'warehouseMovements', 'assetsInOtherProposals'] as const) {
      expect(endBlockers({ ...clear, [pending]: 1 })).toEqual(['recognitionPendingAssets']);
    }
    expect(endBlockers({ ...clear, movementsAfterRenewalYear: 2, undetected: 1 })).toEqual([
      'recognitionUndetectedAssets',
      'recognitionMovementsAfterRenewal',
    ]);
  });
});
