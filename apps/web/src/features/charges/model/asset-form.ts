import { euroAmountSchema, type NewAsset, newAssetSchema } from '@inventario/shared/contracts/charges';
import { type AssetClass, classify, reclassification } from '@inventario/shared/domain/assets/threshold';
import {
  centsToEuros,
  eurosToCents,
  formatCents,
  parseAmountToCents,
} from '@inventario/shared/format/currency';
import { z } from 'zod';
import { optionalDate, optionalText, requiredChoice, textOrNull } from '@/components/forms/form-fields.ts';

/** The asset dialog's values: the contract's fields, the price as typed, and the category and site it picks from. */
export interface AssetFormValues {
  description: string;
  categoryId: number | null;
  subcategoryId: number | null;
  /** As typed: `1.234,56`. */
  price: string;
  purchaseDate: string | null;
  siteId: number | null;
  locationId: number | null;
  originalInventoryNumber: string | null;
  serialNumber: string | null;
  brand: string | null;
  chassis: string | null;
  licensePlate: string | null;
  editor: string | null;
  author: string | null;
  notes: string | null;
}

export const ASSET_TEXT_FIELDS = [
  'originalInventoryNumber',
  'serialNumber',
  'brand',
  'chassis',
  'licensePlate',
  'editor',
  'author',
  'notes',
] as const;

/** The form fields a server message can land on (the contract's names, the price being `price`). */
export const ASSET_FORM_FIELDS = [
  'description',
  'categoryId',
  'subcategoryId',
  'price',
  'purchaseDate',
  'siteId',
  'locationId',
  ...ASSET_TEXT_FIELDS,
] as const;

/** The price typed, in cents, when it is a readable amount the contract accepts. */
export function priceCents(text: string): number | null {
  const cents = parseAmountToCents(text);
  if (cents === null) return null;
  return euroAmountSchema.safeParse(centsToEuros(cents)).success ? cents : null;
}

/**
 * `newAssetSchema` as the form holds it: choices as id or null, the price as typed, texts as text or
 * null (the contract's lengths); `toNewAsset` parses the contract's schema once more.
 */
export const assetFormSchema = z.object({
  description: newAssetSchema.shape.description,
  categoryId: requiredChoice(),
  subcategoryId: requiredChoice('charges.assetFields.specifySubcategory'),
  price: z
    .string()
    .trim()
    .min(1, 'rules.mandatory')
    .refine((text) => text === '' || priceCents(text) !== null, 'rules.notValid'),
  purchaseDate: optionalDate,
  siteId: z.number().int().positive().nullable(),
  locationId: z.number().int().positive().nullable(),
  originalInventoryNumber: optionalText(50),
  serialNumber: optionalText(100),
  brand: optionalText(100),
  chassis: optionalText(100),
  licensePlate: optionalText(20),
  editor: optionalText(200),
  author: optionalText(200),
  notes: optionalText(2000),
});

/** The form's values as the contract's new asset (the category and site only guide the choice). */
export function toNewAsset(values: AssetFormValues): NewAsset {
  return newAssetSchema.parse({
    description: values.description.trim(),
    subcategoryId: values.subcategoryId,
    historicalPrice: centsToEuros(priceCents(values.price) ?? Number.NaN),
    purchaseDate: values.purchaseDate,
    locationId: values.locationId,
    ...Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, textOrNull(values[field])])),
  });
}

/** Typed price → the amount as the dialog shows it again (`1234.5` → `1.234,50`). */
function priceText(euros: number): string {
  return formatCents(eurosToCents(euros)).replace(/\s*€$/, '');
}

/** Where an asset's subcategory and location belong, for the dialog's category and site choices. */
export interface AssetPlacement {
  categoryId: number | null;
  siteId: number | null;
}

export function assetFormDefaults(asset: NewAsset | undefined, placement: AssetPlacement): AssetFormValues {
  return {
    description: asset?.description ?? '',
    categoryId: placement.categoryId,
    // 0: not chosen yet (a good of an external movement without its subcategory).
    subcategoryId: asset?.subcategoryId || null,
    price: asset ? priceText(asset.historicalPrice) : '',
    purchaseDate: asset?.purchaseDate ?? null,
    siteId: placement.siteId,
    locationId: asset?.locationId ?? null,
    ...(Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, asset?.[field] ?? null])) as Pick<
      AssetFormValues,
      (typeof ASSET_TEXT_FIELDS)[number]
    >),
  };
}

/**
 * What the 200-euro threshold says about a price before the asset is added or changed (spec 02 §5):
 * a new asset is announced as inventory or durable; a changed price only when it crosses the threshold.
 */
export type PriceClassNotice =
  | { kind: 'new'; assetClass: AssetClass }
  | { kind: 'crosses'; to: AssetClass }
  | undefined;

export function priceClassNotice(previousCents: number | undefined, cents: number): PriceClassNotice {
  if (previousCents === undefined) return { kind: 'new', assetClass: classify(cents) };
  const change = reclassification(previousCents, cents);
  if (change === 'same') return undefined;
  return { kind: 'crosses', to: change === 'toInventory' ? 'inventory' : 'durable' };
}

/**
 * A durable asset needs a durable register for its register (DOMAIN §3): the charge would be refused
 * with `durableRegisterMissing`, so the price field says so at once.
 */
export function durableRegisterProblem(
  cents: number | null,
  register: { hasDurableRegister: boolean } | undefined,
): 'errors.durableRegisterMissing' | undefined {
  if (cents === null || !register) return undefined;
  return classify(cents) === 'durable' && !register.hasDurableRegister
    ? 'errors.durableRegisterMissing'
    : undefined;
}
