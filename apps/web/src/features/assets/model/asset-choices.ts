import type { RegisterKind, Subcategory } from '@inventario/shared/contracts/catalogue';
import type { Location } from '@inventario/shared/contracts/placement';

export interface CategoryChoice {
  id: number;
  label: string;
  registerId: number;
}

/** The categories that have subcategories, by code, each naming its register. */
export function categoryChoices(subcategories: readonly Subcategory[]): CategoryChoice[] {
  const byId = new Map<number, CategoryChoice & { code: string }>();
  for (const subcategory of subcategories) {
    const { category, register } = subcategory;
    if (!byId.has(category.id)) {
      byId.set(category.id, {
        id: category.id,
        code: category.code,
        label: `${category.code} ${category.description} (${register.description})`,
        registerId: register.id,
      });
    }
  }
  return [...byId.values()]
    .sort((a, b) => a.code.localeCompare(b.code, 'it', { numeric: true }))
    .map(({ code: _code, ...choice }) => choice);
}

/** The subcategories offered: a category's, or every one while no category is chosen; by code. */
export function subcategoriesOf(
  subcategories: readonly Subcategory[],
  categoryId: number | null,
): Subcategory[] {
  return subcategories
    .filter((subcategory) => categoryId === null || subcategory.category.id === categoryId)
    .sort((a, b) => a.code.localeCompare(b.code, 'it', { numeric: true }));
}

/**
 * The locations an asset can be placed in: the site's active ones (spec 02 §5: inactive locations take
 * no assets), plus the one it is in already, so an edit never loses it.
 */
export function locationChoices(locations: readonly Location[], currentId: number | null): Location[] {
  return locations.filter((location) => location.active || location.id === currentId);
}

/** Which optional fields a register's assets use: vehicles have a chassis and a plate, books an editor and author. */
export function registerFields(kind: RegisterKind | undefined): { vehicle: boolean; book: boolean } {
  return { vehicle: kind === 'vehicles', book: kind === 'books' || kind === 'historic' };
}
