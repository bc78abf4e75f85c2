import { describe, expect, it } from 'vitest';
import {
  ADJUSTMENT_KINDS,
  type AdjustmentValues,
  adjustmentMovement,
  adjustmentProblem,
  variationCents,
} from './adjustments.ts';

const values = (actualCents: number, newActualCents: number, presumedCents: number | null = null) =>
  ({ actualCents, newActualCents, presumedCents }) satisfies AdjustmentValues;

describe('adjustmentMovement', () => {
  it('charges a good found, discharges one missing or unusable, vouches an estimate up or down', () => {
    expect(ADJUSTMENT_KINDS.map((kind) => [kind, adjustmentMovement(kind)])).toEqual([
      ['found', 'charge'],
      ['missing', 'discharge'],
      ['unusable', 'discharge'],
      ['estimateUp', 'increase'],
      ['estimateDown', 'decrease'],
      ['erroneous', 'correction'],
    ]);
  });
});

describe('adjustmentProblem', () => {
  it('charges a good found at a value above 0, from no value', () => {
    expect(adjustmentProblem('found', values(0, 35_000))).toBeNull();
    expect(adjustmentProblem('found', values(0, 0))).toBe('adjustmentValueMissing');
    expect(adjustmentProblem('found', values(10_000, 35_000))).toBe('adjustmentValueNotZero');
  });

  it('takes a missing or unusable good to 0', () => {
    for (const kind of ['missing', 'unusable'] as const) {
      expect(adjustmentProblem(kind, values(12_000, 0))).toBeNull();
      expect(adjustmentProblem(kind, values(12_000, 1))).toBe('adjustmentValueNotZero');
    }
  });

  it('raises with an estimate up and lowers with an estimate down', () => {
    expect(adjustmentProblem('estimateUp', values(10_000, 10_001))).toBeNull();
    expect(adjustmentProblem('estimateUp', values(10_000, 10_000))).toBe('adjustmentValueNotRaised');
    expect(adjustmentProblem('estimateUp', values(10_000, 9_000))).toBe('adjustmentValueNotRaised');
    expect(adjustmentProblem('estimateDown', values(10_000, 9_999))).toBeNull();
    expect(adjustmentProblem('estimateDown', values(10_000, 0))).toBeNull();
    expect(adjustmentProblem('estimateDown', values(10_000, 10_000))).toBe('adjustmentValueNotLowered');
    expect(adjustmentProblem('estimateDown', values(10_000, 12_000))).toBe('adjustmentValueNotLowered');
  });

  it('takes any new value for an erroneous entry, 0 when it is only discharged', () => {
    expect(adjustmentProblem('erroneous', values(10_000, 0))).toBeNull();
    expect(adjustmentProblem('erroneous', values(10_000, 10_000))).toBeNull();
    expect(adjustmentProblem('erroneous', values(10_000, 25_000))).toBeNull();
  });

  it('refuses a value below 0, the presumed realisation value too', () => {
    for (const kind of ADJUSTMENT_KINDS) {
      expect(adjustmentProblem(kind, values(10_000, -1))).toBe('adjustmentValueNegative');
    }
    expect(adjustmentProblem('missing', values(10_000, 0, -500))).toBe('adjustmentValueNegative');
    expect(adjustmentProblem('missing', values(10_000, 0, 0))).toBeNull();
    expect(adjustmentProblem('unusable', values(10_000, 0, 1_500))).toBeNull();
  });
});

describe('variationCents', () => {
  it('is the new value less the actual one, in whole cents', () => {
    expect(variationCents(values(10_050, 12_075))).toBe(2_025);
    expect(variationCents(values(10_050, 0))).toBe(-10_050);
    expect(variationCents(values(0, 35_000))).toBe(35_000);
  });
});
