import type { AssetFilters } from '../api/search-assets.ts';

export type AssetClassFilter = 'inventory' | 'durable';

/** The filters above the asset grid, as the boxes hold them: selects at once, texts on Search. */
export interface AssetFilterValues {
  registerId: number | null;
  categoryId: number | null;
  subcategoryId: number | null;
  siteId: number | null;
  locationId: number | null;
  status: number | null;
  assetClass: AssetClassFilter | null;
  text: string;
  inventoryFrom: string;
  inventoryTo: string;
  durableFrom: string;
  durableTo: string;
}

export type AssetTextFilter = 'text' | 'inventoryFrom' | 'inventoryTo' | 'durableFrom' | 'durableTo';
export type AssetTextFilterValues = Pick<AssetFilterValues, AssetTextFilter>;

export const noAssetFilters: AssetFilterValues = {
  registerId: null,
  categoryId: null,
  subcategoryId: null,
  siteId: null,
  locationId: null,
  status: null,
  assetClass: null,
  text: '',
  inventoryFrom: '',
  inventoryTo: '',
  durableFrom: '',
  durableTo: '',
};

/**
 * How many filters are set, as the folded filters of a phone say ("Filtri (2 attivi)"): each choice,
 * the text, and each number range once; the status only where the user chooses it.
 */
export function activeFilterCount(
  filters: AssetFilterValues,
  options: { fixedStatus?: boolean } = {},
): number {
  const choices = [
    filters.registerId,
    filters.categoryId,
    filters.subcategoryId,
    filters.siteId,
    filters.locationId,
    options.fixedStatus ? null : filters.status,
    filters.assetClass,
  ].filter((value) => value !== null).length;
  const texts = [
    filters.text,
    filters.inventoryFrom || filters.inventoryTo,
    filters.durableFrom || filters.durableTo,
  ].filter((text) => text.trim() !== '').length;
  return choices + texts;
}

/** A range bound as typed: blank, a whole number from 1, or not valid. */
function readBound(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value >= 1 && Number.isSafeInteger(value) ? value : 'invalid';
}

export type RangeMessages = Partial<Record<AssetTextFilter, string>>;

function rangeMessages(fromText: string, toText: string, names: [AssetTextFilter, AssetTextFilter]) {
  const [fromName, toName] = names;
  const from = readBound(fromText);
  const to = readBound(toText);
  const messages: RangeMessages = {};
  if (from === 'invalid') messages[fromName] = 'rules.notValid';
  if (to === 'invalid') messages[toName] = 'rules.notValid';
  if (from === 'invalid' || to === 'invalid') return messages;
  // Spec 02 §5: a range needs both of its fields.
  if (from === null && to !== null) messages[fromName] = 'rules.bothRangeFields';
  if (to === null && from !== null) messages[toName] = 'rules.bothRangeFields';
  if (from !== null && to !== null && from > to) messages[toName] = 'rules.notValid';
  return messages;
}

/** The messages (i18n keys) of the number ranges; empty when the texts can be applied. */
export function validateRanges(values: AssetTextFilterValues): RangeMessages {
  return {
    ...rangeMessages(values.inventoryFrom, values.inventoryTo, ['inventoryFrom', 'inventoryTo']),
    ...rangeMessages(values.durableFrom, values.durableTo, ['durableFrom', 'durableTo']),
  };
}

function rangeOf(fromText: string, toText: string) {
  const from = readBound(fromText);
  const to = readBound(toText);
  return typeof from === 'number' && typeof to === 'number' ? { from, to } : undefined;
}

/** The body of the search: only the filters actually set (ranges only when both bounds are valid). */
export function toAssetSearch(values: AssetFilterValues): AssetFilters {
  const text = values.text.trim();
  const inventoryNumber = rangeOf(values.inventoryFrom, values.inventoryTo);
  const durableNumber = rangeOf(values.durableFrom, values.durableTo);
  return {
    ...(values.registerId === null ? {} : { registerId: values.registerId }),
    ...(values.categoryId === null ? {} : { categoryId: values.categoryId }),
    ...(values.subcategoryId === null ? {} : { subcategoryId: values.subcategoryId }),
    ...(values.siteId === null ? {} : { siteId: values.siteId }),
    ...(values.locationId === null ? {} : { locationId: values.locationId }),
    ...(values.status === null ? {} : { status: values.status }),
    ...(values.assetClass === null ? {} : { assetClass: values.assetClass }),
    ...(inventoryNumber ? { inventoryNumber } : {}),
    ...(durableNumber ? { durableNumber } : {}),
    ...(text ? { text } : {}),
  };
}

/** Whether any filter is set, to tell "no assets" from "no matches". */
export function hasAssetFilters(values: AssetFilterValues): boolean {
  return Object.keys(toAssetSearch(values)).length > 0;
}

interface WithRegister {
  id: number;
  register: { id: number };
}
interface Subcategoryish extends WithRegister {
  category: { id: number };
}

/**
 * A new register drops a category and a subcategory of another register; a new category drops a
 * subcategory of another category; a new site drops its location.
 */
export function withRegister(
  values: AssetFilterValues,
  registerId: number | null,
  categories: readonly WithRegister[],
  subcategories: readonly WithRegister[],
): AssetFilterValues {
  const inRegister = (item: WithRegister | undefined) =>
    registerId === null || item?.register.id === registerId;
  const category = categories.find((candidate) => candidate.id === values.categoryId);
  const subcategory = subcategories.find((candidate) => candidate.id === values.subcategoryId);
  return {
    ...values,
    registerId,
    categoryId: inRegister(category) ? values.categoryId : null,
    subcategoryId: inRegister(subcategory) ? values.subcategoryId : null,
  };
}

export function withCategory(
  values: AssetFilterValues,
  categoryId: number | null,
  subcategories: readonly Subcategoryish[],
): AssetFilterValues {
  const subcategory = subcategories.find((candidate) => candidate.id === values.subcategoryId);
  const keeps = categoryId === null || subcategory?.category.id === categoryId;
  return { ...values, categoryId, subcategoryId: keeps ? values.subcategoryId : null };
}

export function withSite(values: AssetFilterValues, siteId: number | null): AssetFilterValues {
  return { ...values, siteId, locationId: siteId === values.siteId ? values.locationId : null };
}

/** The subcategories a filter or a form offers: those of the chosen register and category, or all. */
export function subcategoriesOf<S extends Subcategoryish>(
  subcategories: readonly S[],
  registerId: number | null,
  categoryId: number | null = null,
): S[] {
  return subcategories.filter(
    (subcategory) =>
      (registerId === null || subcategory.register.id === registerId) &&
      (categoryId === null || subcategory.category.id === categoryId),
  );
}
