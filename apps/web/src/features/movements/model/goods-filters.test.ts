import { describe, expect, it } from 'vitest';
import { EMPTY_GOODS_FILTERS, toGoodsSearch } from './goods-filters.ts';

describe('the goods filters of the movement lists', () => {
  it('send nothing while nothing is chosen', () => {
    expect(toGoodsSearch(EMPTY_GOODS_FILTERS)).toEqual({});
  });

  it('send the typology and the available assets once chosen', () => {
    expect(toGoodsSearch({ typology: 'durable', availableAssets: true })).toEqual({
      typology: 'durable',
      availableAssets: true,
    });
    expect(toGoodsSearch({ typology: 'inventory', availableAssets: false })).toEqual({
      typology: 'inventory',
    });
  });
});
