import { z } from 'zod';
import { sortSchema } from './common.ts';

export const assetPaths = {
  search: '/asset/search/:page/:size',
  item: '/asset/:id',
  history: '/movement/history/fromAsset/:id',
} as const;

/** Asset status codes: 1 waiting, 2 charged, 3 in a discharge proposal, 4 discharged. */
export const ASSET_STATUS = { waiting: 1, charged: 2, inProposal: 3, discharged: 4 } as const;

const numberRange = z.object({
  from: z.number().int().positive().optional(),
  to: z.number().int().positive().optional(),
});

/** Filters of the asset list (issue "Financial years, charges and assets"). */
export const assetSearchSchema = sortSchema.extend({
  registerId: z.number().int().positive().optional(),
  categoryId: z.number().int().positive().optional(),
  subcategoryId: z.number().int().positive().optional(),
  siteId: z.number().int().positive().optional(),
  locationId: z.number().int().positive().optional(),
  status: z.number().int().min(1).max(4).optional(),
  assetClass: z.enum(['inventory', 'durable']).optional(),
  inventoryNumber: numberRange.optional(),
  durableNumber: numberRange.optional(),
  text: z.string().max(200).optional(),
});
export type AssetSearch = z.infer<typeof assetSearchSchema>;

export const assetSortKeys = [
  'inventoryNumber',
  'durableNumber',
  'description',
  'historicalPrice',
  'actualPrice',
  'chargeDate',
  'location',
] as const;

export const assetSummarySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  status: z.number().int(),
  register: z.object({ id: z.number().int(), description: z.string() }),
  subcategory: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  originalInventoryNumber: z.string().nullable(),
  historicalPrice: z.number(),
  actualPrice: z.number(),
  chargeDate: z.string().nullable(),
  location: z
    .object({ id: z.number().int(), code: z.string(), description: z.string(), siteCode: z.string() })
    .nullable(),
  serialNumber: z.string().nullable(),
  brand: z.string().nullable(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetPageSchema = z.object({ assets: z.array(assetSummarySchema), total: z.number().int() });

export const assetHistoryEntrySchema = z.object({
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  movement: z
    .object({
      id: z.number().int(),
      type: z.number().int(),
      year: z.number().int(),
      number: z.number().int(),
      date: z.string(),
    })
    .nullable(),
  changes: z.unknown().nullable(),
});
