import type { AssetDetail, ChargedAssetEdit, WaitingAssetInput } from '@inventario/shared/contracts/assets';
import { newAssetSchema } from '@inventario/shared/contracts/charges';
import {
  type AssetClass,
  classify,
  INVENTORY_THRESHOLD_CENTS,
  reclassification,
} from '@inventario/shared/domain/assets/threshold';
import { checkComponent } from '@inventario/shared/domain/universalities/universality';
import {
  centsToEuros,
  eurosToCents,
  formatCents,
  parseAmountToCents,
} from '@inventario/shared/format/currency';
import { z } from 'zod';

/**
 * The asset form (new waiting asset, edit). The price is kept as typed ("1.234,56") and becomes euros
 * only in the request; the site only narrows the locations offered.
 */
export interface AssetFormValues {
  description: string;
  subcategoryId: number | null;
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

/** `full` for a waiting asset (every field), `descriptive` once charged (price and subcategory stay). */
export type AssetFormScope = 'full' | 'descriptive';

export const assetFormFields = [
  'description',
  'subcategoryId',
  'price',
  'purchaseDate',
  'siteId',
  'locationId',
  'originalInventoryNumber',
  'serialNumber',
  'brand',
  'chassis',
  'licensePlate',
  'editor',
  'author',
  'notes',
] as const;

/** The fields a charged asset lets change (contracts/assets `chargedAssetEditSchema`). */
export const descriptiveFields = new Set<string>([
  'description',
  'purchaseDate',
  'siteId',
  'locationId',
  'originalInventoryNumber',
  'serialNumber',
  'brand',
  'chassis',
  'licensePlate',
  'editor',
  'author',
  'notes',
]);

/** The typed price in cents, or null when it is blank or unreadable. */
export function priceCentsOf(text: string): number | null {
  return text.trim() === '' ? null : parseAmountToCents(text);
}

/** The message of a typed price: mandatory, readable, not negative; a component stays below 200 euro. */
export function priceMessage(text: string, inUniversality: boolean): string | undefined {
  if (text.trim() === '') return 'rules.mandatory';
  const cents = parseAmountToCents(text);
  if (cents === null) return 'rules.notValid';
  if (cents < 0) return 'rules.positive';
  if (inUniversality && !checkComponent(cents).ok) return 'errors.componentReachesThreshold';
  return undefined;
}

/** The class a typed price gives (inventory from 200 euro, durable below), for the form's hint. */
export function priceClass(text: string): AssetClass | undefined {
  const cents = priceCentsOf(text);
  return cents === null || cents < 0 ? undefined : classify(cents);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const shape = newAssetSchema.shape;
/** The contract's lengths for the optional texts, which the form holds as text or null. */
const text = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullable();

/** The form's rules; price and subcategory only when they can change (a waiting asset). */
export function assetFormSchema(scope: AssetFormScope, inUniversality: boolean) {
  const full = scope === 'full';
  return z.object({
    description: shape.description,
    subcategoryId: z
      .number()
      .nullable()
      .refine((id) => !full || id !== null, 'assets.form.specifySubcategory'),
    price: z.string().superRefine((text, context) => {
      const message = full ? priceMessage(text, inUniversality) : undefined;
      if (message) context.addIssue({ code: 'custom', message });
    }),
    purchaseDate: z
      .string()
      .nullable()
      .refine((date) => date === null || ISO_DATE.test(date), 'rules.notValid'),
    siteId: z.number().nullable(),
    locationId: z.number().nullable(),
    originalInventoryNumber: text(50),
    serialNumber: text(100),
    brand: text(100),
    chassis: text(100),
    licensePlate: text(20),
    editor: text(200),
    author: text(200),
    notes: text(2000),
  });
}

/** The form's starting values: the asset's own, or blanks. `siteId` is the site of its location. */
export function assetFormDefaults(asset: AssetDetail | undefined, siteId: number | null): AssetFormValues {
  return {
    description: asset?.description ?? '',
    subcategoryId: asset?.subcategory.id ?? null,
    price: asset ? formatPriceInput(eurosToCents(asset.historicalPrice)) : '',
    purchaseDate: asset?.purchaseDate ?? null,
    siteId,
    locationId: asset?.location?.id ?? null,
    originalInventoryNumber: asset?.originalInventoryNumber ?? null,
    serialNumber: asset?.serialNumber ?? null,
    brand: asset?.brand ?? null,
    chassis: asset?.chassis ?? null,
    licensePlate: asset?.licensePlate ?? null,
    editor: asset?.editor ?? null,
    author: asset?.author ?? null,
    notes: asset?.notes ?? null,
  };
}

/** A price as the form shows it: "1.234,56" (the currency format without the symbol). */
export function formatPriceInput(cents: number): string {
  return formatCents(cents).replace(/\s*€$/, '');
}

const blankAsNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

function descriptiveOf(values: AssetFormValues): ChargedAssetEdit {
  return {
    description: values.description.trim(),
    purchaseDate: values.purchaseDate,
    locationId: values.locationId,
    originalInventoryNumber: blankAsNull(values.originalInventoryNumber),
    serialNumber: blankAsNull(values.serialNumber),
    brand: blankAsNull(values.brand),
    chassis: blankAsNull(values.chassis),
    licensePlate: blankAsNull(values.licensePlate),
    editor: blankAsNull(values.editor),
    author: blankAsNull(values.author),
    notes: blankAsNull(values.notes),
  };
}

/** The body of `POST /asset` and of `PUT /asset/{id}` while waiting. */
export function toWaitingAssetInput(
  values: AssetFormValues,
  universalityId: number | null,
): WaitingAssetInput {
  return {
    ...descriptiveOf(values),
    subcategoryId: values.subcategoryId ?? 0,
    historicalPrice: centsToEuros(priceCentsOf(values.price) ?? 0),
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

/** What the user must confirm before a save (spec 02 §5, price threshold). */
export type SaveConfirmation =
  | { kind: 'toInventory' }
  | { kind: 'toDurable' }
  | { kind: 'universalityIncomplete'; totalCents: number };

export interface SaveContext {
  /** The price the asset had (an edit), in cents. */
  originalPriceCents?: number;
  /** The universality the asset is (or goes) in: its total now, and whether the asset already counts in it. */
  universality?: { totalCents: number; includesAsset: boolean };
}

/**
 * The confirms a save asks for: a price crossing 200 euro reclassifies the asset (durable ↔
 * inventory); a universality still below 200 euro after the save stays incomplete.
 */
export function saveConfirmations(newPriceCents: number, context: SaveContext): SaveConfirmation[] {
  const confirmations: SaveConfirmation[] = [];
  if (context.originalPriceCents !== undefined) {
    const change = reclassification(context.originalPriceCents, newPriceCents);
    if (change !== 'same') confirmations.push({ kind: change });
  }
  if (context.universality) {
    const { totalCents, includesAsset } = context.universality;
    const before = includesAsset ? (context.originalPriceCents ?? 0) : 0;
    const after = totalCents - before + newPriceCents;
    if (after < INVENTORY_THRESHOLD_CENTS)
      confirmations.push({ kind: 'universalityIncomplete', totalCents: after });
  }
  return confirmations;
}

/**
 * Spec 02 §5: taking an asset out of a universality (deleting or removing it) that leaves the total
 * below 200 euro asks first. Answers the total left when it does, undefined when no confirm is needed.
 */
export function incompleteAfterRemoval(totalCents: number, componentCents: number): number | undefined {
  const left = totalCents - componentCents;
  return left < INVENTORY_THRESHOLD_CENTS ? left : undefined;
}
