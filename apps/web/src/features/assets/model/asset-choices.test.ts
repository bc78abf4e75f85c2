import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Location } from '@inventario/shared/contracts/placement';
import { describe, expect, it } from 'vitest';
import { categoryChoices, locationChoices, registerFields, subcategoriesOf } from './asset-choices.ts';

type RegisterRef = Subcategory['register'];
const movable: RegisterRef = { id: 1, description: 'Beni mobili', kind: 'movable' };
const books: RegisterRef = { id: 3, description: 'Libri e materiale bibliografico', kind: 'books' };

function subcategory(id: number, code: string, category: [number, string], register = movable): Subcategory {
  return {
    id,
    code,
    description: `Sub ${code}`,
    category: { id: category[0], code: category[1], description: `Cat ${category[1]}` },
    register,
    rate: null,
    aggregation: null,
    defaultCode: null,
  };
}

const all = [
  subcategory(5, '10.02', [10, '10']),
  subcategory(4, '2.01', [2, '2']),
  subcategory(6, '10.01', [10, '10']),
  subcategory(7, '20.01', [20, '20'], books),
];

describe('asset choices', () => {
  it('lists each category once, in code order, with its register', () => {
    expect(categoryChoices(all)).toEqual([
      { id: 2, label: '2 Cat 2 (Beni mobili)', registerId: 1 },
      { id: 10, label: '10 Cat 10 (Beni mobili)', registerId: 1 },
      { id: 20, label: '20 Cat 20 (Libri e materiale bibliografico)', registerId: 3 },
    ]);
  });

  it("lists a category's subcategories in code order, every one without a category", () => {
    expect(subcategoriesOf(all, 10).map((s) => s.code)).toEqual(['10.01', '10.02']);
    expect(subcategoriesOf(all, null).map((s) => s.code)).toEqual(['2.01', '10.01', '10.02', '20.01']);
  });

  it('offers active locations and the one the asset is in', () => {
    const location = (id: number, active: boolean) =>
      ({ id, active, code: `L${id}`, description: '' }) as unknown as Location;
    const locations = [location(1, true), location(2, false), location(3, false)];
    expect(locationChoices(locations, null).map((l) => l.id)).toEqual([1]);
    expect(locationChoices(locations, 3).map((l) => l.id)).toEqual([1, 3]);
  });

  it('shows chassis and plate for vehicles, editor and author for books and historic goods', () => {
    expect(registerFields('vehicles')).toEqual({ vehicle: true, book: false });
    expect(registerFields('books')).toEqual({ vehicle: false, book: true });
    expect(registerFields('historic')).toEqual({ vehicle: false, book: true });
    expect(registerFields('movable')).toEqual({ vehicle: false, book: false });
    expect(registerFields(undefined)).toEqual({ vehicle: false, book: false });
  });
});
