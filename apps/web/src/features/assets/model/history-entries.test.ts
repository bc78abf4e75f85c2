import { describe, expect, it } from 'vitest';
import { changesOf, effectiveDateOf, fieldNameOf, referencedIds, valueKindOf } from './history-entries.ts';

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

describe('references and dates', () => {
  it('reads the effective date stored beside a move', () => {
    expect(effectiveDateOf({ locationId: { from: 1, to: 2 }, effectiveDate: '2026-03-01' })).toBe(
      '2026-03-01',
    );
    expect(effectiveDateOf({ locationId: { from: 1, to: 2 } })).toBeUndefined();
    expect(effectiveDateOf(null)).toBeUndefined();
  });

  it('collects the ids a field refers to, each once', () => {
    const history = [
      { locationId: { from: null, to: 4 } },
      { locationId: { from: 4, to: 7 }, effectiveDate: '2026-03-01' },
      { universalityId: { from: null, to: 2 } },
      null,
    ];
    expect(referencedIds(history, 'locationId')).toEqual([4, 7]);
    expect(referencedIds(history, 'universalityId')).toEqual([2]);
  });
});
