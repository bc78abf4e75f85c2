import type { AssetDetail, ChargedAssetEdit, WaitingAssetInput } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { euroAmountSchema, type NewAsset, newAssetSchema } from '@inventario/shared/contracts/charges';
import type { Site } from '@inventario/shared/contracts/placement';
import {
  DESCRIPTIVE_ASSET_FIELDS,
  type DescriptiveAssetField,
} from '@inventario/shared/domain/assets/asset-fields';
import { type AssetClass, classify } from '@inventario/shared/domain/assets/threshold';
import { checkComponent } from '@inventario/shared/domain/universalities/universality';
import {
  centsToEuros,
  eurosToCents,
  formatCents,
  parseAmountToCents,
} from '@inventario/shared/format/currency';
import { z } from 'zod';
import { optionalDate, textOrNull } from '@/components/forms/form-fields.ts';
import { maxLengthOf } from '@/components/forms/text-limit.ts';

/**
 * The one asset form: a new asset inside a charge, a new waiting asset or universality component, and
 * the edit of a waiting or charged asset. It holds the price as typed ("1.234,56", euros only in the
 * request), and the category and site, which only narrow the subcategories and locations offered.
 */

/** The lists the form chooses from: every subcategory (with its category and register) and the sites. */
export interface AssetFormLists {
  subcategories: readonly Subcategory[];
  sites: readonly Site[];
}

/** The descriptive fields the form keeps as free text, null when blank. */
export type AssetTextField = Exclude<
  DescriptiveAssetField,
  'description' | 'purchaseDate' | 'locationId' | 'originalPrice'
>;

const NOT_FREE_TEXT: ReadonlySet<DescriptiveAssetField> = new Set([
  'description',
  'purchaseDate',
  'locationId',
  'originalPrice',
]);

export const ASSET_TEXT_FIELDS = DESCRIPTIVE_ASSET_FIELDS.filter(
  (field): field is AssetTextField => !NOT_FREE_TEXT.has(field),
);

export type AssetFormValues = {
  description: string;
  categoryId: number | null;
  subcategoryId: number | null;
  /** As typed: `1.234,56`. */
  price: string;
  /** As typed, blank when none. */
  originalPrice: string;
  purchaseDate: string | null;
  siteId: number | null;
  locationId: number | null;
} & Record<AssetTextField, string | null>;

/** The form fields a server message can land on: the contract's names, the price being `price`. */
export const ASSET_FORM_FIELDS = [
  'categoryId',
  'subcategoryId',
  'price',
  'siteId',
  ...DESCRIPTIVE_ASSET_FIELDS,
] as const satisfies readonly (keyof AssetFormValues)[];

/** The contract's longest text for a field, which its input refuses to pass. */
export function textMaxLength(field: AssetTextField | 'description'): number | undefined {
  return maxLengthOf(newAssetSchema.shape[field]);
}

/** The price typed, in cents, when it is a readable amount the contract accepts; else null. */
export function priceCents(text: string): number | null {
  const cents = parseAmountToCents(text);
  if (cents === null) return null;
  return euroAmountSchema.safeParse(centsToEuros(cents)).success ? cents : null;
}

/** The message of a typed price: mandatory, readable, not negative; a component stays below 200 euro. */
export function priceMessage(text: string, inUniversality: boolean): string | undefined {
  if (text.trim() === '') return 'rules.mandatory';
  const cents = parseAmountToCents(text);
  if (cents === null) return 'rules.notValid';
  if (cents < 0) return 'rules.positive';
  if (priceCents(text) === null) return 'rules.notValid';
  if (inUniversality && !checkComponent(cents).ok) return 'errors.componentReachesThreshold';
  return undefined;
}

/** The message of a typed original price: none is fine, else a readable amount, not negative. */
export function originalPriceMessage(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const cents = parseAmountToCents(text);
  if (cents === null) return 'rules.notValid';
  if (cents < 0) return 'rules.positive';
  return priceCents(text) === null ? 'rules.notValid' : undefined;
}

/** A typed original price in euros, null when blank. */
function originalPriceOf(text: string): number | null {
  const cents = text.trim() === '' ? null : priceCents(text);
  return cents === null ? null : centsToEuros(cents);
}

/** The class a typed price gives (inventory from 200 euro, durable below), for the price's hint. */
export function priceClass(text: string): AssetClass | undefined {
  const cents = priceCents(text);
  return cents === null ? undefined : classify(cents);
}

/** A price as the form shows it: "1.234,56" (the currency format without the symbol). */
export function priceText(cents: number): string {
  return formatCents(cents).replace(/\s*€$/, '');
}

/** What the form checks besides the contract's lengths. */
export interface AssetFormRules {
  /**
   * Whether the legal content (price and subcategory) is the user's to set: not once the asset is
   * charged, when it changes only through movements (DOMAIN §4).
   */
  legal: boolean;
  /** The asset is, or goes, in a universality: alone it stays below 200 euro. */
  inUniversality: boolean;
}

/** The contract's rule for each free text, which the form holds as text or null. */
const freeTexts = Object.fromEntries(
  ASSET_TEXT_FIELDS.map((field) => [field, newAssetSchema.shape[field].unwrap()]),
) as Record<AssetTextField, z.ZodNullable<z.ZodString>>;

/** The form's rules: the contract's, with the legal content checked only while the user sets it. */
export function assetFormSchema(rules: AssetFormRules) {
  return z.object({
    description: newAssetSchema.shape.description,
    categoryId: z.number().int().positive().nullable(),
    subcategoryId: z
      .number()
      .int()
      .positive()
      .nullable()
      .refine((id) => !rules.legal || id !== null, 'assets.form.specifySubcategory'),
    price: z.string().superRefine((text, context) => {
      const message = rules.legal ? priceMessage(text, rules.inUniversality) : undefined;
      if (message) context.addIssue({ code: 'custom', message });
    }),
    originalPrice: z.string().superRefine((text, context) => {
      const message = originalPriceMessage(text);
      if (message) context.addIssue({ code: 'custom', message });
    }),
    purchaseDate: optionalDate,
    siteId: z.number().int().positive().nullable(),
    locationId: z.number().int().positive().nullable(),
    ...freeTexts,
  });
}

/** What the form starts from: an asset's stored values (a charge's line, a recorded asset). */
export type AssetStart = Pick<NewAsset, 'description' | 'subcategoryId' | 'historicalPrice'> &
  Partial<Pick<NewAsset, 'purchaseDate' | 'locationId' | 'originalPrice' | AssetTextField>>;

/** A recorded asset as the form starts from it. */
export function assetStartOf(asset: AssetDetail): AssetStart {
  const texts = Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, asset[field]]));
  return {
    ...(texts as Record<AssetTextField, string | null>),
    description: asset.description,
    subcategoryId: asset.subcategory.id,
    historicalPrice: asset.historicalPrice,
    originalPrice: asset.originalPrice,
    purchaseDate: asset.purchaseDate,
    locationId: asset.location?.id ?? null,
  };
}

/** The category of the asset's subcategory and the site of its location, which its choices start from. */
export interface AssetPlacement {
  categoryId: number | null;
  siteId: number | null;
}

/** The form's starting values: the asset's own, or blanks. */
export function assetFormDefaults(asset: AssetStart | undefined, placement: AssetPlacement): AssetFormValues {
  const texts = Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, asset?.[field] ?? null]));
  return {
    ...(texts as Record<AssetTextField, string | null>),
    description: asset?.description ?? '',
    categoryId: placement.categoryId,
    // 0: not chosen yet (a good of an external movement without its subcategory).
    subcategoryId: asset?.subcategoryId || null,
    price: asset ? priceText(eurosToCents(asset.historicalPrice)) : '',
    originalPrice:
      asset?.originalPrice === null || asset?.originalPrice === undefined
        ? ''
        : priceText(eurosToCents(asset.originalPrice)),
    purchaseDate: asset?.purchaseDate ?? null,
    siteId: placement.siteId,
    locationId: asset?.locationId ?? null,
  };
}

/** The descriptive fields as the contracts send them: trimmed, blanks as null. */
function descriptiveOf(values: AssetFormValues): ChargedAssetEdit {
  const texts = Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, textOrNull(values[field])]));
  return {
    ...(texts as Record<AssetTextField, string | null>),
    description: values.description.trim(),
    originalPrice: originalPriceOf(values.originalPrice),
    purchaseDate: values.purchaseDate,
    locationId: values.locationId,
  };
}

/** The form's values as a new asset of a charge (`POST /movement/charge`), checked by the contract. */
export function toNewAsset(values: AssetFormValues): NewAsset {
  return newAssetSchema.parse({
    ...descriptiveOf(values),
    subcategoryId: values.subcategoryId,
    historicalPrice: centsToEuros(priceCents(values.price) ?? Number.NaN),
  });
}

/** The body of `POST /asset` and of `PUT /asset/{id}` while the asset waits. */
export function toWaitingAssetInput(
  values: AssetFormValues,
  universalityId: number | null,
): WaitingAssetInput {
  return {
    ...descriptiveOf(values),
    subcategoryId: values.subcategoryId ?? 0,
    historicalPrice: centsToEuros(priceCents(values.price) ?? 0),
    universalityId,
  };
}

/**
 * The body of `PUT /asset/{id}` once charged: the descriptive fields as edited, and the legal content
 * (price, subcategory, universality) exactly as stored, which the server requires unchanged.
 */
export function toChargedAssetEdit(
  values: AssetFormValues,
  asset: Pick<AssetDetail, 'subcategory' | 'historicalPrice' | 'universalityId'>,
): WaitingAssetInput {
  return {
    ...descriptiveOf(values),
    subcategoryId: asset.subcategory.id,
    historicalPrice: asset.historicalPrice,
    universalityId: asset.universalityId,
  };
}
