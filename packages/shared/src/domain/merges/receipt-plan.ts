import { registerNumberText } from '../catalogue/register-acronym.ts';
import { type ImportPlan, type PlannedAsset, plannedMovement } from '../imports/import-plan.ts';

/**
 * A merge's package (DOMAIN §9): what the seller handed over, in the imports' plan shape so that the
 * receiver maps its lists and writes its goods with the imports' machinery. The sites, locations,
 * sub-consignees, subcategories and creditors are those the goods name; each good and universality
 * keeps the seller's own number, and its `code` is the seller's id.
 */
export type MergePackageContent = Pick<
  ImportPlan,
  'sites' | 'locations' | 'subConsignees' | 'subcategories' | 'creditors' | 'universalities' | 'assets'
>;

/** The causal of the merge vouchers (the seller's discharge, the receiver's charge). */
export const MERGE_CAUSAL = 'ACC';

const REGISTER_ORDER = ['movable', 'historic', 'books', 'securities', 'vehicles', 'realEstate', 'thirdParty'];

/** The seller's order: register by register, inventory goods by number, then durable ones by number. */
export function sellerOrder(a: PlannedAsset, b: PlannedAsset): number {
  return (
    REGISTER_ORDER.indexOf(a.register) - REGISTER_ORDER.indexOf(b.register) ||
    Number(a.assetClass === 'durable') - Number(b.assetClass === 'durable') ||
    (a.inventoryNumber ?? a.durableNumber ?? 0) - (b.inventoryNumber ?? b.durableNumber ?? 0) ||
    Number(a.code) - Number(b.code)
  );
}

/** "BM 12": the seller's number of a good (its universality's for a component), kept as its original one. */
function originalNumber(asset: PlannedAsset): string | null {
  const number = asset.assetClass === 'durable' ? asset.durableNumber : asset.inventoryNumber;
  return registerNumberText(asset.register, number) || asset.originalInventoryNumber;
}

export interface ReceiptFacts {
  /** The merge charge's date (`mergeChargeDate`). */
  date: string;
  sellerName: string;
}

/**
 * What the receiver charges: the package's lists as they are, every good charged again (numbered by
 * the receiver's registers in the seller's order, the seller's number kept as the original one, its
 * values as they were at 31 August) in one merge charge of the whole package.
 */
export function receiptPlan(content: MergePackageContent, facts: ReceiptFacts): ImportPlan {
  const assets = [...content.assets].sort(sellerOrder).map(
    (asset): PlannedAsset => ({
      ...asset,
      originalInventoryNumber: originalNumber(asset),
      inventoryNumber: null,
      durableNumber: null,
      chargeDate: facts.date,
      state: 'charged',
    }),
  );
  const charge = plannedMovement({
    row: 0,
    kind: 'charge',
    date: facts.date,
    causal: MERGE_CAUSAL,
    notes: `Accorpamento: beni ceduti da ${facts.sellerName}`,
    lines: assets.map((asset) => ({
      row: 0,
      assetCode: asset.code,
      valueCents: asset.actualCents,
      variationCents: null,
    })),
  });
  return {
    sites: content.sites,
    subConsignees: content.subConsignees,
    locations: content.locations,
    subcategories: content.subcategories,
    creditors: content.creditors,
    years: [],
    universalities: content.universalities.map((u) => ({ ...u, inventoryNumber: null })),
    assets,
    movements: [charge],
  };
}
