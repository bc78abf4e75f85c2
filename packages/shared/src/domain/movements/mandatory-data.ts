/**
 * What an asset needs before it can be charged or join a universality (spec 02 §5: "assets selected
 * for charge or universality must have complete mandatory data"): a description, a subcategory (which
 * gives the register), a historical price that is a whole, non-negative number of cents ("a negative
 * price becomes 0"), and a whole quantity of at least one ("a quantity under 1 becomes 1"; invoices
 * bring only whole quantities). Waiting assets come from invoices, imports and external movements,
 * so they are checked here rather than trusted.
 */
export interface MandatoryAssetData {
  description: string | null | undefined;
  subcategoryId: number | null | undefined;
  historicalPriceCents: number | null | undefined;
  quantity?: number | null | undefined;
}

export const MANDATORY_ASSET_FIELDS = [
  'description',
  'subcategoryId',
  'historicalPrice',
  'quantity',
] as const;
export type MandatoryAssetField = (typeof MANDATORY_ASSET_FIELDS)[number];

const isWhole = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value);

export function missingMandatoryFields(asset: MandatoryAssetData): MandatoryAssetField[] {
  const missing: MandatoryAssetField[] = [];
  if (!asset.description?.trim()) missing.push('description');
  if (!isWhole(asset.subcategoryId) || asset.subcategoryId < 1) missing.push('subcategoryId');
  if (!isWhole(asset.historicalPriceCents) || asset.historicalPriceCents < 0) missing.push('historicalPrice');
  if (asset.quantity !== undefined && (!isWhole(asset.quantity) || asset.quantity < 1))
    missing.push('quantity');
  return missing;
}

export function checkMandatoryData(
  asset: MandatoryAssetData,
): { ok: true } | { ok: false; code: 'assetIncomplete'; fields: MandatoryAssetField[] } {
  const fields = missingMandatoryFields(asset);
  return fields.length === 0 ? { ok: true } : { ok: false, code: 'assetIncomplete', fields };
}
