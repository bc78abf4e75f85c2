import { describe, expect, it } from 'vitest';
import {
  durableRegisterProblem,
  incompleteAfterRemoval,
  priceClassNotice,
  saveConfirmations,
} from './asset-threshold.ts';

describe('priceClassNotice (spec 02 §5, the 200-euro threshold)', () => {
  it('announces a new asset as durable below 200.00 and as inventory from 200.00', () => {
    expect(priceClassNotice(undefined, 19_999)).toEqual({ kind: 'new', assetClass: 'durable' });
    expect(priceClassNotice(undefined, 20_000)).toEqual({ kind: 'new', assetClass: 'inventory' });
    expect(priceClassNotice(undefined, 20_001)).toEqual({ kind: 'new', assetClass: 'inventory' });
  });

  it('asks only when a changed price crosses the threshold', () => {
    expect(priceClassNotice(19_999, 20_000)).toEqual({ kind: 'crosses', to: 'inventory' });
    expect(priceClassNotice(20_000, 19_999)).toEqual({ kind: 'crosses', to: 'durable' });
    expect(priceClassNotice(20_000, 25_000)).toBeUndefined();
    expect(priceClassNotice(100, 19_999)).toBeUndefined();
  });
});

describe('durableRegisterProblem', () => {
  it('refuses a durable price in a register without a durable register', () => {
    expect(durableRegisterProblem(19_999, { hasDurableRegister: false })).toBe(
      'errors.durableRegisterMissing',
    );
    expect(durableRegisterProblem(20_000, { hasDurableRegister: false })).toBeUndefined();
    expect(durableRegisterProblem(100, { hasDurableRegister: true })).toBeUndefined();
    expect(durableRegisterProblem(null, { hasDurableRegister: false })).toBeUndefined();
    expect(durableRegisterProblem(100, undefined)).toBeUndefined();
  });
});

describe('saveConfirmations (spec 02 §5)', () => {
  it('asks to confirm a price crossing 200 euro', () => {
    expect(saveConfirmations(25_000, { originalPriceCents: 15_000 })).toEqual([{ kind: 'toInventory' }]);
    expect(saveConfirmations(15_000, { originalPriceCents: 25_000 })).toEqual([{ kind: 'toDurable' }]);
    expect(saveConfirmations(16_000, { originalPriceCents: 15_000 })).toEqual([]);
    expect(saveConfirmations(25_000, {})).toEqual([]);
  });

  it('asks to confirm a save that leaves a universality below 200 euro', () => {
    expect(saveConfirmations(5_000, { universality: { totalCents: 10_000, includesAsset: false } })).toEqual([
      { kind: 'universalityIncomplete', totalCents: 15_000 },
    ]);
    expect(
      saveConfirmations(5_000, {
        originalPriceCents: 4_000,
        universality: { totalCents: 19_500, includesAsset: true },
      }),
    ).toEqual([]);
  });

  it('asks before a removal leaves a universality below 200 euro', () => {
    expect(incompleteAfterRemoval(25_000, 10_000)).toBe(15_000);
    expect(incompleteAfterRemoval(35_000, 10_000)).toBeUndefined();
  });
});
