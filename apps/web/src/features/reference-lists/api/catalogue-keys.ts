/**
 * Query keys of the catalogue area. Every key starts with `catalogue`, so a change to any of its lists
 * can reload them all: a category renamed or an aggregation deleted shows in the subcategory grid too.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  registers: () => ['catalogue', 'registers'] as const,
  categories: () => ['catalogue', 'categories'] as const,
  aggregations: () => ['catalogue', 'aggregations'] as const,
  subcategorySearch: () => ['catalogue', 'subcategories'] as const,
  /** Every subcategory with its category and register, which the asset forms and the prints choose from. */
  allSubcategories: () => ['catalogue', 'allSubcategories'] as const,
  defaultList: () => ['catalogue', 'default-list'] as const,
  defaultRates: (subcategoryId: number) => ['catalogue', 'default-rates', subcategoryId] as const,
};
