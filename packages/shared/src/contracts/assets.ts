import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
import { newAssetSchema } from './charges.ts';
import { isoDateSchema, sortSchema } from './common.ts';

/**
 * The asset calls, which spec 02 does not show, in the spec's style. A waiting asset (recorded, not
 * yet charged) is created, edited and deleted here; a charged asset's legal content (prices,
 * subcategory, numbers) changes only through movements, the subcategory change and value vouchers.
 */
export const assetPaths = {
  search: '/asset/search/:page/:size',
  /**
   * GET the detail; PUT `waitingAssetSchema` (a waiting asset changes every field; a charged one only the
   * `chargedAssetEditSchema` fields, its price, subcategory and universality sent as stored); DELETE a
   * waiting asset.
   */
  item: '/asset/:id',
  /** POST: record a waiting asset. */
  create: '/asset',
  /** PATCH: the fields of the multiple edit, one asset per call so the client shows real progress. */
  fields: '/asset/:id/fields',
  /** POST: move assets to another subcategory of the same register, with history. */
  subcategoryChange: '/asset/subcategoryChange',
  /** POST: move assets to another location, with history. */
  locationChange: '/asset/locationChange',
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
  /** The components of one universality. */
  universalityId: z.number().int().positive().optional(),
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

/** The register of an asset: its inventory and durable numbers count in it. */
export const assetRegisterSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  kind: z.enum(registerKinds),
});

export const assetSummarySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  status: z.number().int(),
  /**
   * The discharge proposal holding an asset of status 3: 1 to be confirmed, 2 confirmed (spec 02 §3);
   * null for any other status.
   */
  proposalStatus: z.number().int().nullable(),
  /** Its `kind` names the register's acronym (`registerAcronym`), shown beside the numbers. */
  register: assetRegisterSchema,
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
  universalityId: z.number().int().nullable(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetPageSchema = z.object({ assets: z.array(assetSummarySchema), total: z.number().int() });

/**
 * One row of an asset's history. `action` is one of `ASSET_HISTORY_ACTION` (domain/assets/asset-edit):
 * charge, create, update, multipleEdit, subcategoryChange, locationChange, universalityJoin,
 * universalityLeave, import. `changes` is `{ field: { from, to } }` under this contract's field names (prices
 * in euros, `subcategoryId`, `locationId`, `universalityId`, `assetClass`...); a subcategory or
 * location change also carries `effectiveDate`.
 */
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

/** The asset's whole record (`GET /asset/{id}`), for the detail dialog and edit form. */
export const assetDetailSchema = assetSummarySchema.extend({
  category: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  quantity: z.number().int(),
  purchaseDate: z.string().nullable(),
  originalPrice: z.number().nullable(),
  barcode: z.string().nullable(),
  chassis: z.string().nullable(),
  licensePlate: z.string().nullable(),
  editor: z.string().nullable(),
  author: z.string().nullable(),
  notes: z.string().nullable(),
  /** 'charge' (entered in its charge) or 'waiting' (recorded first, charged later). */
  origin: z.enum(['charge', 'waiting']),
  universality: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  chargeMovement: z
    .object({ id: z.number().int(), year: z.number().int(), number: z.number().int(), date: z.string() })
    .nullable(),
  /** True when a movement after the charge (proposal, discharge, voucher) holds the asset. */
  inLaterMovements: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

/** A waiting asset (`POST /asset`, `PUT /asset/{id}` while waiting): a charge's asset plus its universality. */
export const waitingAssetSchema = newAssetSchema.extend({
  universalityId: z.number().int().positive().nullish(),
});
export type WaitingAssetInput = z.infer<typeof waitingAssetSchema>;

const optionalText = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullable().optional();

/**
 * The fields of the multiple edit (spec 02 §2): only the keys present change; `null` clears a text.
 * A location implies its site.
 */
export const assetFieldsPatchSchema = z
  .object({
    locationId: z.number().int().positive().optional(),
    serialNumber: optionalText(100),
    chassis: optionalText(100),
    licensePlate: optionalText(20),
    editor: optionalText(200),
    author: optionalText(200),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'rules.mandatory');
export type AssetFieldsPatch = z.infer<typeof assetFieldsPatchSchema>;

/** The descriptive fields, the only ones `PUT /asset/{id}` may change once the asset is charged. */
export const chargedAssetEditSchema = newAssetSchema.pick({
  description: true,
  purchaseDate: true,
  locationId: true,
  originalInventoryNumber: true,
  originalPrice: true,
  barcode: true,
  serialNumber: true,
  brand: true,
  chassis: true,
  licensePlate: true,
  editor: true,
  author: true,
  notes: true,
});
export type ChargedAssetEdit = z.infer<typeof chargedAssetEditSchema>;

const assetIdsSchema = z.array(z.number().int().positive()).min(1, 'rules.mandatory').max(5000);

export const subcategoryChangeSchema = z.object({
  assetIds: assetIdsSchema,
  subcategoryId: z.number().int().positive(),
  /** The date the change takes effect, recorded in the history; today when absent. */
  date: isoDateSchema.optional(),
});
export const locationChangeSchema = z.object({
  assetIds: assetIdsSchema,
  locationId: z.number().int().positive(),
  date: isoDateSchema.optional(),
});
export type SubcategoryChange = z.infer<typeof subcategoryChangeSchema>;
export type LocationChange = z.infer<typeof locationChangeSchema>;
export const assetChangeResultSchema = z.object({ changed: z.number().int() });
