import { describe, expect, it } from 'vitest';
import type { DefaultSubcategory } from '../api/list-default-subcategories.ts';
import { sortDefaultList } from './default-list.ts';

function entry(
  registerKind: DefaultSubcategory['registerKind'],
  categoryCode: string,
  subcategoryCode: string,
) {
  return {
    code: `${registerKind}.${categoryCode}.${subcategoryCode}`,
    registerKind,
    categoryCode,
    categoryDescription: '',
    subcategoryCode,
    description: '',
    aggregationCode: 'K01',
    aggregationDescription: '',
    rate: null,
  };
}

describe('default list', () => {
  it('lists movable assets before books, then by category and subcategory code', () => {
    const sorted = sortDefaultList([
      entry('books', '01', '01'),
      entry('movable', '02', '01'),
      entry('movable', '01', '10'),
      entry('movable', '01', '9'),
    ]);
    expect(sorted.map((row) => row.code)).toEqual([
      'movable.01.9',
      'movable.01.10',
      'movable.02.01',
      'books.01.01',
    ]);
  });
});
