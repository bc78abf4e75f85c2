import { describe, expect, it } from 'vitest';
import { fieldChanges, hasChanges } from './asset-changes.ts';

describe('fieldChanges', () => {
  const before = {
    description: 'Notebook',
    locationId: 3,
    serialNumber: null as string | null,
    priceCents: 19_999,
  };

  it('records only the fields that changed, with both values', () => {
    expect(fieldChanges(before, { ...before, locationId: 4, priceCents: 20_000 })).toEqual({
      locationId: { from: 3, to: 4 },
      priceCents: { from: 19_999, to: 20_000 },
    });
  });

  it('leaves out the fields a partial edit does not carry', () => {
    expect(fieldChanges(before, { serialNumber: 'SN-1' })).toEqual({
      serialNumber: { from: null, to: 'SN-1' },
    });
  });

  it('reads absent, empty and null as the same', () => {
    const changes = fieldChanges(before, { serialNumber: '' });
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
    expect(fieldChanges({ notes: '' }, { notes: undefined })).toEqual({});
  });

  it('records a cleared text', () => {
    expect(fieldChanges({ notes: 'x' as string | null }, { notes: null })).toEqual({
      notes: { from: 'x', to: null },
    });
  });
});
