import type { Category } from '@inventario/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import {
  categoriesOfRegister,
  formatPercent,
  noSubcategoryFilters,
  toSubcategorySearch,
  withRegister,
} from './subcategory-filters.ts';

const furniture: Category = {
  id: 1,
  code: 'A',
  description: 'Mobili',
  register: { id: 10, description: 'Beni mobili', kind: 'movable' },
};
const books: Category = {
  id: 2,
  code: 'L',
  description: 'Libri',
  register: { id: 20, description: 'Libri', kind: 'books' },
};

describe('subcategory filters', () => {
  it('sends only the filters that are set, the text trimmed', () => {
    expect(toSubcategorySearch(noSubcategoryFilters)).toEqual({});
    expect(
      toSubcategorySearch({ registerId: 10, categoryId: 1, text: ' pc ', withoutAggregation: true }),
    ).toEqual({ registerId: 10, categoryId: 1, text: 'pc', withoutAggregation: true });
  });

  it('drops the category when another register is chosen, keeps it for its own register', () => {
    const filters = { ...noSubcategoryFilters, categoryId: 1 };
    expect(withRegister(filters, 20, [furniture, books]).categoryId).toBeNull();
    expect(withRegister(filters, 10, [furniture, books]).categoryId).toBe(1);
    expect(withRegister(filters, null, [furniture, books]).categoryId).toBe(1);
  });

  it('offers the categories of the chosen register', () => {
    expect(categoriesOfRegister([furniture, books], 20)).toEqual([books]);
    expect(categoriesOfRegister([furniture, books], null)).toHaveLength(2);
  });

  it('writes a rate with the decimal separator of the language', () => {
    expect(formatPercent(12.5, 'it')).toBe('12,5');
    expect(formatPercent(12.5, 'en')).toBe('12.5');
    expect(formatPercent(20, 'it')).toBe('20');
  });
});
