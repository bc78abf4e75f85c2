import type { Category, Subcategory } from '@inventario/shared/contracts/catalogue';
import type { SubcategorySearch } from '../api/search-subcategories.ts';

/** The filters above the subcategory grid, as the boxes hold them. */
export interface SubcategoryFilterValues {
  registerId: number | null;
  categoryId: number | null;
  text: string;
  withoutAggregation: boolean;
}

export const noSubcategoryFilters: SubcategoryFilterValues = {
  registerId: null,
  categoryId: null,
  text: '',
  withoutAggregation: false,
};

/** The body of the search: only the filters actually set. */
export function toSubcategorySearch(filters: SubcategoryFilterValues): SubcategorySearch {
  const text = filters.text.trim();
  return {
    ...(filters.registerId === null ? {} : { registerId: filters.registerId }),
    ...(filters.categoryId === null ? {} : { categoryId: filters.categoryId }),
    ...(text ? { text } : {}),
    ...(filters.withoutAggregation ? { withoutAggregation: true } : {}),
  };
}

/** Choosing another register drops a category of a different register. */
export function withRegister(
  filters: SubcategoryFilterValues,
  registerId: number | null,
  categories: readonly Category[],
): SubcategoryFilterValues {
  const category = categories.find((candidate) => candidate.id === filters.categoryId);
  const keepsCategory = registerId === null || category?.register.id === registerId;
  return { ...filters, registerId, categoryId: keepsCategory ? filters.categoryId : null };
}

/** The categories the category filter offers: those of the chosen register, or all. */
export function categoriesOfRegister(categories: readonly Category[], registerId: number | null): Category[] {
  return registerId === null
    ? [...categories]
    : categories.filter((category) => category.register.id === registerId);
}

/** A rate as the grid shows it, in the interface language: "12,5" (Italian), "12.5" (English). */
export function formatPercent(percent: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'it-IT', { maximumFractionDigits: 2 }).format(
    percent,
  );
}

/** The subcategories that block Model K (spec 01 §2): those without an aggregation. */
export function lacksAggregation(subcategory: Subcategory): boolean {
  return subcategory.aggregation === null;
}
