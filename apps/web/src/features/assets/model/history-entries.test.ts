import { describe, expect, it } from 'vitest';
import { changesOf, fieldNameOf, valueKindOf } from './history-entries.ts';

describe('changesOf', () => {
  it('lists the changed fields in order', () => {
    expect(changesOf({ locationId: { from: 1, to: 2 }, serialNumber: { from: null, to: 'SN' } })).toEqual([
      { field: 'locationId', from: 1, to: 2 },
      { field: 'serialNumber', from: null, to: 'SN' },
    ]);
  });

  it('ignores what is not a change', () => {
    expect(changesOf(null)).toEqual([]);
    expect(changesOf(['x'])).toEqual([]);
    expect(changesOf({ note: 'text', count: { from: 1 } })).toEqual([]);
  });
});

describe('value kinds', () => {
  it('reads the kind from the field name', () => {
    expect(valueKindOf('historicalPriceCents')).toBe('cents');
    expect(valueKindOf('historicalPrice')).toBe('euros');
    expect(valueKindOf('purchaseDate')).toBe('date');
    expect(valueKindOf('locationId')).toBe('reference');
    expect(valueKindOf('brand')).toBe('plain');
    expect(fieldNameOf('actualPriceCents')).toBe('actualPrice');
  });
});
