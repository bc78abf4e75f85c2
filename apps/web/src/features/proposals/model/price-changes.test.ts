import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { priceChangesOf, priceChangeView } from './price-changes.ts';

const change = {
  id: 5,
  description: 'Notebook docenti',
  inventoryNumber: 41,
  durableNumber: null,
  value: 1250,
  actualPrice: 1012.5,
};

describe('the price changes of a refused confirm', () => {
  it('are the assets of `proposalPricesChanged`', () => {
    const error = new ApiError('proposalPricesChanged', 'changed', 409, { assets: [change] });
    expect(priceChangesOf(error)).toEqual([change]);
  });

  it('are none for other failures, an empty list for unreadable details', () => {
    expect(priceChangesOf(new ApiError('chargesInNextYear', 'no', 409))).toBeUndefined();
    expect(priceChangesOf(new Error('boom'))).toBeUndefined();
    expect(priceChangesOf(new ApiError('proposalPricesChanged', 'changed', 409, { assets: 'x' }))).toEqual(
      [],
    );
  });

  it('are listed with the number and both values in euros', () => {
    expect(priceChangeView(change)).toEqual({
      key: 5,
      description: 'Notebook docenti',
      number: 41,
      register: 'inventory',
      printed: '1.250,00 €',
      current: '1.012,50 €',
    });
    expect(priceChangeView({ ...change, inventoryNumber: null, durableNumber: 7 })).toMatchObject({
      number: 7,
      register: 'durable',
    });
  });
});
