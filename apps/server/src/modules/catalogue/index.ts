/** What other modules read of the catalogue: the depreciation its subcategories' rates. */
export { subcategoriesWithRate } from './catalogue.repo.ts';
