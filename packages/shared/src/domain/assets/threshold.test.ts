import { describe, expect, it } from 'vitest';
import { classify, reclassification } from './threshold.ts';

describe('classify', () => {
  it('makes 200.00 euro an inventory asset and 199.99 a durable one', () => {
    expect(classify(19_999)).toBe('durable');
    expect(classify(20_000)).toBe('inventory');
    expect(classify(20_001)).toBe('inventory');
  });

  it('makes a free asset durable', () => {
    expect(classify(0)).toBe('durable');
  });
});

describe('reclassification', () => {
  it('asks nothing when the class stays', () => {
    expect(reclassification(20_000, 20_001)).toBe('same');
    expect(reclassification(100, 19_999)).toBe('same');
  });

  it('asks to confirm when a price crosses 200 euro either way', () => {
    expect(reclassification(19_999, 20_000)).toBe('toInventory');
    expect(reclassification(20_000, 19_999)).toBe('toDurable');
  });
});
