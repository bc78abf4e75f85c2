/**
 * An asset's editable values under the contract's names (what the history's `changes` records), and
 * their columns. Amounts are euros here, as the user entered them, and cents in the columns.
 */
import type { AssetDetail, AssetFieldsPatch, WaitingAssetInput } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { DESCRIPTIVE_ASSET_FIELDS } from '@inventario/shared/domain/assets/asset-fields';
import { type AssetClass, classify } from '@inventario/shared/domain/assets/threshold';
import { shownInventoryNumber } from '@inventario/shared/domain/renewal/renumbering';
import { centsToEuros, eurosToCents } from '@inventario/shared/format/currency';
import type { assets } from '../../db/schema/index.ts';
import type { AssetDetailRow, AssetRow } from './assets.repo.ts';

type Text = string | null;

export interface DescriptiveValues {
  description: string;
  purchaseDate: Text;
  locationId: number | null;
  originalInventoryNumber: Text;
  /** Euros, as entered. */
  originalPrice: number | null;
  barcode: Text;
  serialNumber: Text;
  brand: Text;
  chassis: Text;
  licensePlate: Text;
  editor: Text;
  author: Text;
  notes: Text;
}

export interface AssetValues extends DescriptiveValues {
  subcategoryId: number;
  historicalPrice: number;
  assetClass: AssetClass;
  universalityId: number | null;
}

/** The shared list, checked against the values it names. */
export const descriptiveKeys = DESCRIPTIVE_ASSET_FIELDS satisfies readonly (keyof DescriptiveValues)[];

/** An optional amount in cents (as stored) and in euros (as the wire and the history name it). */
const cents = (value: number | null | undefined) =>
  value === null || value === undefined ? null : eurosToCents(value);
const euros = (value: number | null) => (value === null ? null : centsToEuros(value));

/** A cleared text is stored as null, never as an empty string. */
function text(value: string | null | undefined): Text {
  return value ? value : null;
}

export function valuesOfRow(row: AssetRow): AssetValues {
  return {
    description: row.description,
    subcategoryId: row.subcategoryId,
    historicalPrice: centsToEuros(row.historicalPriceCents),
    assetClass: row.assetClass as AssetClass,
    universalityId: row.universalityId,
    purchaseDate: row.purchaseDate,
    locationId: row.locationId,
    originalInventoryNumber: row.originalInventoryNumber,
    originalPrice: euros(row.originalPriceCents),
    barcode: row.barcode,
    serialNumber: row.serialNumber,
    brand: row.brand,
    chassis: row.chassis,
    licensePlate: row.licensePlate,
    editor: row.editor,
    author: row.author,
    notes: row.notes,
  };
}

/** A full edit or creation: what the body does not carry is cleared. */
export function valuesOfInput(input: WaitingAssetInput): AssetValues {
  return {
    description: input.description,
    subcategoryId: input.subcategoryId,
    historicalPrice: centsToEuros(eurosToCents(input.historicalPrice)),
    assetClass: classify(eurosToCents(input.historicalPrice)),
    universalityId: input.universalityId ?? null,
    purchaseDate: input.purchaseDate ?? null,
    locationId: input.locationId ?? null,
    originalInventoryNumber: text(input.originalInventoryNumber),
    originalPrice: euros(cents(input.originalPrice)),
    barcode: text(input.barcode),
    serialNumber: text(input.serialNumber),
    brand: text(input.brand),
    chassis: text(input.chassis),
    licensePlate: text(input.licensePlate),
    editor: text(input.editor),
    author: text(input.author),
    notes: text(input.notes),
  };
}

/** The keys the multiple edit carries, with cleared texts as null. */
export function valuesOfPatch(patch: AssetFieldsPatch): Partial<DescriptiveValues> {
  const values: Partial<DescriptiveValues> = {};
  if (patch.locationId !== undefined) values.locationId = patch.locationId;
  for (const key of ['serialNumber', 'chassis', 'licensePlate', 'editor', 'author'] as const) {
    if (patch[key] !== undefined) values[key] = text(patch[key]);
  }
  return values;
}

export function pick<T extends object, K extends keyof T>(values: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.filter((k) => k in values).map((k) => [k, values[k]])) as Pick<T, K>;
}

/** The columns of some values; a waiting asset's actual price follows its historical price. */
export function columnsOf(values: Partial<AssetValues>): Partial<typeof assets.$inferInsert> {
  const { historicalPrice, originalPrice, ...rest } = values;
  const columns = {
    ...rest,
    ...(originalPrice === undefined ? {} : { originalPriceCents: cents(originalPrice) }),
  };
  if (historicalPrice === undefined) return columns;
  const price = eurosToCents(historicalPrice);
  return { ...columns, historicalPriceCents: price, actualPriceCents: price };
}

export function toDetail(row: AssetDetailRow): AssetDetail {
  const a = row.asset;
  return {
    id: a.id,
    description: a.description,
    assetClass: a.assetClass as AssetClass,
    status: a.status,
    proposalStatus: row.proposalStatus,
    register: { ...row.register, kind: row.register.kind as RegisterKind },
    subcategory: row.subcategory,
    category: row.category,
    inventoryNumber: shownInventoryNumber(a.inventoryNumber),
    durableNumber: a.durableNumber,
    originalInventoryNumber: a.originalInventoryNumber,
    historicalPrice: centsToEuros(a.historicalPriceCents),
    actualPrice: centsToEuros(a.actualPriceCents),
    chargeDate: a.chargeDate,
    location:
      a.locationId === null
        ? null
        : {
            id: a.locationId,
            code: row.locationCode ?? '',
            description: row.locationDescription ?? '',
            siteCode: row.siteCode ?? '',
          },
    serialNumber: a.serialNumber,
    brand: a.brand,
    universalityId: a.universalityId,
    quantity: a.quantity,
    purchaseDate: a.purchaseDate,
    originalPrice: euros(a.originalPriceCents),
    barcode: a.barcode,
    chassis: a.chassis,
    licensePlate: a.licensePlate,
    editor: a.editor,
    author: a.author,
    notes: a.notes,
    origin: a.origin as AssetDetail['origin'],
    universality:
      a.universalityId === null
        ? null
        : { id: a.universalityId, description: row.universalityDescription ?? '' },
    chargeMovement:
      a.chargeMovementId === null
        ? null
        : {
            id: a.chargeMovementId,
            year: row.chargeYear ?? 0,
            number: row.chargeNumber ?? 0,
            date: row.chargeDate ?? '',
          },
    inLaterMovements: Boolean(row.inLaterMovements),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
