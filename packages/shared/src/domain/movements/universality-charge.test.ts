import { describe, expect, it } from 'vitest';
import { checkUniversalityCharge } from './universality-charge.ts';

const part = (historicalPriceCents: number, registerId = 1) => ({ historicalPriceCents, registerId });
const free = { imported: false, charged: false };

describe('checkUniversalityCharge', () => {
  it('charges a complete universality of one register', () => {
    expect(checkUniversalityCharge({ ...free, components: [part(10_000), part(10_000)] })).toEqual({
      ok: true,
      registerId: 1,
    });
  });

  it('refuses an imported or charged one first', () => {
    const components = [part(10_000), part(10_000)];
    expect(checkUniversalityCharge({ ...free, imported: true, charged: true, components })).toEqual({
      ok: false,
      code: 'universalityImported',
    });
    expect(checkUniversalityCharge({ ...free, charged: true, components })).toEqual({
      ok: false,
      code: 'universalityCharged',
    });
  });

  it('refuses one below 200 euro in total, or empty', () => {
    expect(checkUniversalityCharge({ ...free, components: [part(9_999), part(10_000)] })).toEqual({
      ok: false,
      code: 'universalityIncomplete',
    });
    expect(checkUniversalityCharge({ ...free, components: [] })).toEqual({
      ok: false,
      code: 'universalityIncomplete',
    });
  });

  it('refuses a component reaching 200 euro alone, and mixed registers', () => {
    expect(checkUniversalityCharge({ ...free, components: [part(20_000), part(1)] })).toEqual({
      ok: false,
      code: 'componentReachesThreshold',
    });
    expect(checkUniversalityCharge({ ...free, components: [part(10_000, 1), part(10_000, 2)] })).toEqual({
      ok: false,
      code: 'universalityMixedRegisters',
    });
  });
});
