import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';

/** One part of a chart or list: a name, a count and a value in euros. */
export interface Slice {
  key: string;
  label: string;
  count: number;
  value: number;
}

type WithClasses = { inventory: { count: number; value: number }; durable: { count: number; value: number } };

/** Inventory and durable together: what a category or subcategory holds in all. */
export function totalOf(entry: WithClasses): { count: number; value: number } {
  return {
    count: entry.inventory.count + entry.durable.count,
    value: Math.round((entry.inventory.value + entry.durable.value) * 100) / 100,
  };
}

/**
 * The largest parts by value, the rest summed in one "others" part, so a pie stays readable: a
 * school has dozens of categories, most with little in them. Parts of no value are left out.
 */
export function largestSlices(slices: readonly Slice[], max: number, othersLabel: string): Slice[] {
  const sorted = [...slices]
    .filter((slice) => slice.value > 0 || slice.count > 0)
    .sort((a, b) => b.value - a.value || b.count - a.count || a.label.localeCompare(b.label));
  if (sorted.length <= max) return sorted;
  const kept = sorted.slice(0, max - 1);
  const rest = sorted.slice(max - 1);
  const count = rest.reduce((sum, slice) => sum + slice.count, 0);
  const value = rest.reduce((sum, slice) => sum + slice.value, 0);
  return [...kept, { key: 'others', label: othersLabel, count, value: Math.round(value * 100) / 100 }];
}

export function categorySlices(categories: Dashboard['categories']): Slice[] {
  return categories.map((category) => ({
    key: `category-${category.id}`,
    // Each register has its own categories: "01" of the movable assets and "01" of the books.
    label: `${categoryCodeText(category.register.kind, category.code)} ${category.description}`,
    ...totalOf(category),
  }));
}

/** The movable register's subcategories by how many assets they hold, most first. */
export function subcategoryBars(subcategories: Dashboard['movableSubcategories'], max: number) {
  return [...subcategories]
    .map((subcategory) => ({
      key: `subcategory-${subcategory.id}`,
      label: `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`,
      inventory: subcategory.inventory.count,
      durable: subcategory.durable.count,
      value: totalOf(subcategory).value,
    }))
    .filter((bar) => bar.inventory + bar.durable > 0)
    .sort((a, b) => b.inventory + b.durable - (a.inventory + a.durable) || a.label.localeCompare(b.label))
    .slice(0, max);
}

/** Whether the school has nothing to show yet: no years, no movements, no assets (a new school). */
export function isEmptySchool(dashboard: Dashboard): boolean {
  const { pending } = dashboard;
  return (
    dashboard.financialYear === null &&
    dashboard.lastMovements.length === 0 &&
    dashboard.categories.length === 0 &&
    pending.waitingAssets + pending.assetsInProposals === 0
  );
}
