import { MERGE_BLOCKERS } from '../domain/merges/merge-blockers.ts';
import { z } from '../zod.ts';
import { isoDateSchema, isoDateTimeSchema, pageParamsSchema } from './common.ts';
import { mergeSchema } from './customer-area.ts';

/**
 * Merging schools (dimensionamento, DOMAIN §9; spec 02 §2, §4, §5, §7). `:x` is the merge of the
 * customer area (`/api/accorpamenti/…`). The seller (accorpata) chooses the sites that go to a receiver
 * and discharges their goods on 31 August; the receiver (accorpante) maps the package's lists onto its
 * own through the imports' temp lists and charges the goods on 1 September.
 */
export const mergePaths = {
  /** The seller's side of merge `x`: blockers, its sites and where each goes, its package once sent. */
  seller: '/merge/:x/seller',
  /** The goods of the chosen sites that the merge discharge would take, paged. */
  sellerAssets: '/merge/:x/seller/assets/search/:page/:size',
  discharge: '/movement/discharge/merge/:x',
  /** The receiver's side of merge `x`: the package confirmed for it, its mapping, its charge. */
  receiver: '/merge/:x/receiver',
  /** POST starts the receipt's temp lists (once) and answers its sites; PUT maps them. */
  siteTemp: '/site/temp/merge/:x/list',
  subcategoryTemp: '/subcategory/temp/merge/:x/list',
  /** Each list's mapping saved for the merge (the body of a temp list's PUT). */
  siteMerge: '/site/merge/:x',
  locationMerge: '/location/merge/:x',
  subconsigneeMerge: '/subconsignee/merge/:x',
  subcategoryMerge: '/subcategory/merge/:x',
  creditorMerge: '/creditor/merge/:x',
  charge: '/movement/charge/merge/:x',
  /** The sites of the packages confirmed for this school (the prints' merged-sites dialog). */
  mergedSites: '/site/merged/confirmed/list',
  /** Vendor staff: every merge of the installation with its state. */
  overview: '/merge/overview',
} as const;

export { MERGE_CAUSAL } from '../domain/merges/receipt-plan.ts';

export const mergeParamsSchema = z.object({ x: z.coerce.number().int().positive() });
export const mergeAssetsParamsSchema = pageParamsSchema.extend(mergeParamsSchema.shape);

export const mergeSitesSchema = z.object({
  siteIds: z.array(z.number().int().positive()).max(1000),
});
export type MergeSites = z.infer<typeof mergeSitesSchema>;

export const mergeBlockerSchema = z.object({ code: z.enum(MERGE_BLOCKERS), count: z.number().int() });
export type MergeBlockerCount = z.infer<typeof mergeBlockerSchema>;

/** A site of the seller, and the merge it goes with (this one, another receiver's, or none yet). */
export const sellerSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** Goods in use there (inventory and durable): what would go. */
  assets: z.number().int(),
  valueCents: z.number().int(),
  /** The merge whose package took it, or null while no package did. */
  mergeId: z.number().int().nullable(),
});
export type SellerSite = z.infer<typeof sellerSiteSchema>;

export const voucherRefSchema = z.object({
  id: z.number().int().nullable(),
  year: z.number().int(),
  number: z.number().int(),
  date: isoDateSchema,
});
export type VoucherRef = z.infer<typeof voucherRefSchema>;

/** What a seller handed over to one receiver: its sites, goods and value at 31 August. */
export const mergePackageSchema = z.object({
  mergeId: z.number().int(),
  sellerCode: z.string(),
  sellerName: z.string(),
  receiverCode: z.string(),
  receiverName: z.string(),
  sites: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      description: z.string(),
      address: z.string().nullable(),
      city: z.string().nullable(),
    }),
  ),
  goods: z.number().int(),
  totalCents: z.number().int(),
  discharge: voucherRefSchema,
  confirmedBy: z.string(),
  confirmedAt: isoDateTimeSchema,
  /** The receiver's merge charge once made. */
  charge: voucherRefSchema.nullable(),
  chargedBy: z.string().nullable(),
  chargedAt: isoDateTimeSchema.nullable(),
});
export type MergePackage = z.infer<typeof mergePackageSchema>;

export const sellerMergeSchema = z.object({
  merge: mergeSchema,
  /** 31 August of the merge's year. */
  dischargeDate: isoDateSchema,
  blockers: z.array(mergeBlockerSchema),
  sites: z.array(sellerSiteSchema),
  package: mergePackageSchema.nullable(),
});
export type SellerMerge = z.infer<typeof sellerMergeSchema>;

export const mergeAssetSchema = z.object({
  id: z.number().int(),
  register: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  description: z.string(),
  siteCode: z.string().nullable(),
  locationDescription: z.string().nullable(),
  valueCents: z.number().int(),
});
export type MergeAsset = z.infer<typeof mergeAssetSchema>;

export const mergeAssetPageSchema = z.object({
  content: z.array(mergeAssetSchema),
  totalElements: z.number().int(),
  totalCents: z.number().int(),
});
export type MergeAssetPage = z.infer<typeof mergeAssetPageSchema>;

export const receiverMergeSchema = z.object({
  merge: mergeSchema,
  /** The package once the seller confirmed it; null while it has not. */
  package: mergePackageSchema.nullable(),
  /** The receipt's import (its temp lists) once started; its state. */
  receipt: z.object({ importId: z.uuid(), state: z.string() }).nullable(),
  /** 1 September, or the receiver's last movement when later. */
  chargeDate: isoDateSchema,
});
export type ReceiverMerge = z.infer<typeof receiverMergeSchema>;

export const mergedSiteSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  mergeId: z.number().int(),
  sellerName: z.string(),
});
export type MergedSite = z.infer<typeof mergedSiteSchema>;

export const mergeOverviewRowSchema = z.object({
  merge: mergeSchema,
  state: z.enum(['waiting', 'discharged', 'charged']),
  sites: z.array(z.object({ code: z.string(), description: z.string() })),
  goods: z.number().int().nullable(),
  totalCents: z.number().int().nullable(),
  discharge: voucherRefSchema.nullable(),
  confirmedAt: isoDateTimeSchema.nullable(),
  charge: voucherRefSchema.nullable(),
  chargedAt: isoDateTimeSchema.nullable(),
});
export type MergeOverviewRow = z.infer<typeof mergeOverviewRowSchema>;
