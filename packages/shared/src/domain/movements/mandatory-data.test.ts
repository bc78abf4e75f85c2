import { describe, expect, it } from 'vitest';
import { checkMandatoryData, missingMandatoryFields } from './mandatory-data.ts';

const complete = { description: 'Notebook', subcategoryId: 3, historicalPriceCents: 19_999, quantity: 1 };

describe('missingMandatoryFields', () => {
  it('accepts a complete asset, a free one (0 cents) and one without a quantity', () => {
    expect(missingMandatoryFields(complete)).toEqual([]);
    expect(missingMandatoryFields({ ...complete, historicalPriceCents: 0 })).toEqual([]);
    const { quantity: _quantity, ...withoutQuantity } = complete;
    expect(missingMandatoryFields(withoutQuantity)).toEqual([]);
  });

  it('needs a description that is not blank', () => {
    expect(missingMandatoryFields({ ...complete, description: '   ' })).toEqual(['description']);
    expect(missingMandatoryFields({ ...complete, description: null })).toEqual(['description']);
  });

  it('needs a subcategory', () => {
    expect(missingMandatoryFields({ ...complete, subcategoryId: null })).toEqual(['subcategoryId']);
    expect(missingMandatoryFields({ ...complete, subcategoryId: 0 })).toEqual(['subcategoryId']);
  });

  it('needs a whole, non-negative price in cents', () => {
    expect(missingMandatoryFields({ ...complete, historicalPriceCents: null })).toEqual(['historicalPrice']);
    expect(missingMandatoryFields({ ...complete, historicalPriceCents: -1 })).toEqual(['historicalPrice']);
    expect(missingMandatoryFields({ ...complete, historicalPriceCents: 10.5 })).toEqual(['historicalPrice']);
  });

  it('needs a whole quantity of at least one when there is one', () => {
    expect(missingMandatoryFields({ ...complete, quantity: 0 })).toEqual(['quantity']);
    expect(missingMandatoryFields({ ...complete, quantity: 1.5 })).toEqual(['quantity']);
    expect(missingMandatoryFields({ ...complete, quantity: null })).toEqual(['quantity']);
  });

  it('lists every missing field at once', () => {
    expect(
      checkMandatoryData({ description: '', subcategoryId: null, historicalPriceCents: null, quantity: 0 }),
    ).toEqual({
      ok: false,
      code: 'assetIncomplete',
      fields: ['description', 'subcategoryId', 'historicalPrice', 'quantity'],
    });
    expect(checkMandatoryData(complete)).toEqual({ ok: true });
  });
});
