import { describe, expect, it } from 'vitest';
import { checkComponent, UNIVERSALITY_STATUS, universalityStatus } from './universality.ts';

describe('universalityStatus', () => {
  it('is incomplete below 200 euro in total and complete from 200.00', () => {
    expect(universalityStatus([])).toBe(UNIVERSALITY_STATUS.incomplete);
    expect(universalityStatus([9_999, 10_000])).toBe(UNIVERSALITY_STATUS.incomplete);
    expect(universalityStatus([10_000, 10_000])).toBe(UNIVERSALITY_STATUS.complete);
    expect(universalityStatus([19_999, 19_999])).toBe(UNIVERSALITY_STATUS.complete);
  });

  it('stays imported whatever its total', () => {
    expect(universalityStatus([100], true)).toBe(UNIVERSALITY_STATUS.imported);
  });
});

describe('checkComponent', () => {
  it('refuses a component of 200 euro or more', () => {
    expect(checkComponent(19_999)).toEqual({ ok: true });
    expect(checkComponent(20_000)).toEqual({ ok: false, code: 'componentReachesThreshold' });
  });
});
