import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { describe, expect, it } from 'vitest';
import {
  categorySlices,
  isEmptySchool,
  largestSlices,
  type Slice,
  subcategoryBars,
  totalOf,
} from './dashboard-view.ts';

const classes = (inventory: [number, number], durable: [number, number] = [0, 0]) => ({
  inventory: { count: inventory[0], value: inventory[1] },
  durable: { count: durable[0], value: durable[1] },
});

const empty: Dashboard = {
  lastMovements: [],
  financialYear: null,
  yearMovements: [],
  inventoryValue: classes([0, 0]),
  categories: [],
  movableSubcategories: [],
  pending: { waitingAssets: 0, assetsInProposals: 0, openProposals: 0 },
};

describe('totalOf', () => {
  it('adds inventory and durable assets, to the cent', () => {
    expect(totalOf(classes([2, 0.1], [1, 0.2]))).toEqual({ count: 3, value: 0.3 });
  });
});

describe('largestSlices', () => {
  const slice = (label: string, value: number, count = 1): Slice => ({ key: label, label, count, value });

  it('keeps every part when they fit, largest first, and leaves out the empty ones', () => {
    expect(largestSlices([slice('a', 10), slice('b', 30), slice('c', 0, 0)], 4, 'Altre')).toEqual([
      slice('b', 30),
      slice('a', 10),
    ]);
  });

  it('sums the smallest parts into one "others" part', () => {
    const parts = [slice('a', 50), slice('b', 40), slice('c', 0.1, 2), slice('d', 0.2, 3)];
    expect(largestSlices(parts, 3, 'Altre')).toEqual([
      slice('a', 50),
      slice('b', 40),
      { key: 'others', label: 'Altre', count: 5, value: 0.3 },
    ]);
  });
});

describe('categorySlices and subcategoryBars', () => {
  it('names categories by register, code and description with their whole value', () => {
    expect(
      categorySlices([
        {
          id: 3,
          code: '03',
          description: 'Macchine d’ufficio',
          register: { id: 1, kind: 'movable', description: 'Beni mobili' },
          ...classes([2, 1500], [4, 80]),
        },
      ]),
    ).toEqual([{ key: 'category-3', label: 'BM 03 Macchine d’ufficio', count: 6, value: 1580 }]);
  });

  it('tells category 01 of the movable assets from category 01 of the books', () => {
    const category = (id: number, kind: 'movable' | 'books', description: string) => ({
      id,
      code: '01',
      description,
      register: { id, kind, description },
      ...classes([1, 300], [0, 0]),
    });
    expect(
      categorySlices([
        category(1, 'movable', 'Mobili e arredi'),
        category(2, 'books', 'Libri e materiale bibliografico'),
      ]).map((slice) => slice.label),
    ).toEqual(['BM 01 Mobili e arredi', 'LB 01 Libri e materiale bibliografico']);
  });

  it('orders subcategories by how many assets they hold and keeps the first ones', () => {
    const subcategory = (id: number, inventory: number, durable: number) => ({
      id,
      code: String(id).padStart(2, '0'),
      description: `Sottocategoria ${id}`,
      category: { id: 1, code: '03', description: 'Macchine' },
      ...classes([inventory, inventory * 300], [durable, durable * 20]),
    });
    const bars = subcategoryBars(
      [subcategory(1, 1, 0), subcategory(2, 3, 4), subcategory(3, 0, 0), subcategory(4, 2, 0)],
      2,
    );
    expect(bars.map((bar) => [bar.label, bar.inventory, bar.durable, bar.value])).toEqual([
      ['03.02 Sottocategoria 2', 3, 4, 980],
      ['03.04 Sottocategoria 4', 2, 0, 600],
    ]);
  });
});

describe('isEmptySchool', () => {
  it('is true for a school without years, movements or assets', () => {
    expect(isEmptySchool(empty)).toBe(true);
  });

  it('is false as soon as there is a year or a waiting asset', () => {
    expect(isEmptySchool({ ...empty, financialYear: { year: 2026, status: 1 } })).toBe(false);
    expect(isEmptySchool({ ...empty, pending: { ...empty.pending, waitingAssets: 1 } })).toBe(false);
  });
});
