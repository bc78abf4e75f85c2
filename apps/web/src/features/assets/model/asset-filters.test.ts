import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  hasAssetFilters,
  noAssetFilters,
  subcategoriesOf,
  toAssetSearch,
  validateRanges,
  withCategory,
  withRegister,
  withSite,
} from './asset-filters.ts';

const texts = { text: '', inventoryFrom: '', inventoryTo: '', durableFrom: '', durableTo: '' };

describe('validateRanges', () => {
  it('accepts blank ranges and complete ones', () => {
    expect(validateRanges(texts)).toEqual({});
    expect(validateRanges({ ...texts, inventoryFrom: '1', inventoryTo: '10' })).toEqual({});
    expect(validateRanges({ ...texts, durableFrom: '5', durableTo: '5' })).toEqual({});
  });

  it('asks for both fields of a range (spec 02 §5)', () => {
    expect(validateRanges({ ...texts, inventoryFrom: '3' })).toEqual({
      inventoryTo: 'rules.bothRangeFields',
    });
    expect(validateRanges({ ...texts, durableTo: '3' })).toEqual({ durableFrom: 'rules.bothRangeFields' });
  });

  it('refuses numbers under 1, decimals, words and a start after the end', () => {
    expect(validateRanges({ ...texts, inventoryFrom: '0', inventoryTo: '4' })).toEqual({
      inventoryFrom: 'rules.notValid',
    });
    expect(validateRanges({ ...texts, inventoryFrom: '1,5', inventoryTo: 'abc' })).toEqual({
      inventoryFrom: 'rules.notValid',
      inventoryTo: 'rules.notValid',
    });
    expect(validateRanges({ ...texts, durableFrom: '9', durableTo: '2' })).toEqual({
      durableTo: 'rules.notValid',
    });
  });
});

describe('toAssetSearch', () => {
  it('sends nothing for no filters', () => {
    expect(toAssetSearch(noAssetFilters)).toEqual({});
    expect(hasAssetFilters(noAssetFilters)).toBe(false);
  });

  it('sends only what is set, with trimmed text and whole ranges', () => {
    const search = toAssetSearch({
      ...noAssetFilters,
      registerId: 1,
      subcategoryId: 7,
      siteId: 2,
      locationId: 9,
      status: 1,
      assetClass: 'durable',
      text: '  notebook ',
      inventoryFrom: '10',
      inventoryTo: '20',
      durableFrom: '4',
    });
    expect(search).toEqual({
      registerId: 1,
      subcategoryId: 7,
      siteId: 2,
      locationId: 9,
      status: 1,
      assetClass: 'durable',
      text: 'notebook',
      inventoryNumber: { from: 10, to: 20 },
    });
  });
});

const registerOf = (id: number, registerId: number, categoryId = 0) => ({
  id,
  register: { id: registerId },
  category: { id: categoryId },
});

describe('dependent filters', () => {
  const categories = [registerOf(10, 1), registerOf(20, 2)];
  const subcategories = [registerOf(100, 1, 10), registerOf(200, 2, 20)];

  it('a new register drops a category and subcategory of another register', () => {
    const values = { ...noAssetFilters, registerId: 1, categoryId: 10, subcategoryId: 100 };
    expect(withRegister(values, 2, categories, subcategories)).toMatchObject({
      registerId: 2,
      categoryId: null,
      subcategoryId: null,
    });
    expect(withRegister(values, null, categories, subcategories)).toMatchObject({
      categoryId: 10,
      subcategoryId: 100,
    });
  });

  it('a new category drops a subcategory of another one', () => {
    const values = { ...noAssetFilters, categoryId: 10, subcategoryId: 100 };
    expect(withCategory(values, 20, subcategories).subcategoryId).toBeNull();
    expect(withCategory(values, 10, subcategories).subcategoryId).toBe(100);
  });

  it('a new site drops the location', () => {
    const values = { ...noAssetFilters, siteId: 1, locationId: 5 };
    expect(withSite(values, 2)).toMatchObject({ siteId: 2, locationId: null });
    expect(withSite(values, 1)).toMatchObject({ siteId: 1, locationId: 5 });
  });

  it('offers the subcategories of the chosen register and category', () => {
    expect(subcategoriesOf(subcategories, 2).map((s) => s.id)).toEqual([200]);
    expect(subcategoriesOf(subcategories, null, 10).map((s) => s.id)).toEqual([100]);
    expect(subcategoriesOf(subcategories, null)).toHaveLength(2);
  });
});

describe('activeFilterCount', () => {
  it('counts each choice, the text and each range once, the status only where the user chooses it', () => {
    expect(activeFilterCount(noAssetFilters)).toBe(0);
    const filters = {
      ...noAssetFilters,
      siteId: 3,
      status: 1,
      text: ' pc ',
      inventoryFrom: '1',
      inventoryTo: '9',
    };
    expect(activeFilterCount(filters)).toBe(4);
    expect(activeFilterCount(filters, { fixedStatus: true })).toBe(3);
    expect(activeFilterCount({ ...noAssetFilters, text: '  ' })).toBe(0);
  });
});
