import { z } from '../zod.ts';
import { assetRegisterSchema } from './assets.ts';
import { isoDateSchema, sortSchema } from './common.ts';
import { dischargePartSchema } from './discharge.ts';
import { chargeInvoiceIdentitySchema } from './invoices.ts';
import { proposalPartSchema } from './out.ts';

export const movementPaths = {
  search: '/movement/search/:page/:size',
  item: '/movement/:id',
  /** GET: one movement with its asset lines and what may change of it, by its kind's rules. */
  withAssets: '/movement/:id/withAssets',
  totalValue: '/movement/:id/totalValue',
  /** POST `{ ids }`: several movements with their assets, in the order asked. */
  listWithAssets: '/movement/list/withAssets',
  /** POST `{ movementId, sortBy?, sortDesc? }`: one movement's asset lines, paged. */
  assetList: '/movement/assetList/:page/:size',
  /** DELETE a movement of a kind: `charge`, `out` (a proposal), `discharge`, `valueVoucher`. */
  remove: '/movement/:kind/:id',
  /** GET boolean: the movement holds assets entered in it (deleting it deletes them). */
  createdDirectly: '/movement/:id/atLeastOneAssetCreatedDirectlyIsPresent',
} as const;

export const movementKinds = ['charge', 'out', 'discharge', 'valueVoucher'] as const;
export const movementKindParamsSchema = z.object({
  kind: z.enum(movementKinds),
  id: z.coerce.number().int().positive(),
});

export const movementIdsSchema = z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) });

export const movementAssetListSchema = sortSchema.extend({ movementId: z.number().int().positive() });
export const movementAssetSortKeys = [
  'position',
  'inventoryNumber',
  'durableNumber',
  'description',
  'value',
] as const;

/** Filters of the movement list (spec 02 §2). */
export const movementSearchSchema = sortSchema.extend({
  type: z.number().int().optional(),
  /** Several types at once (value vouchers: decreases and increases). */
  types: z.array(z.number().int()).min(1).max(6).optional(),
  /** Value vouchers: the code of their type list ('DEP' the yearly depreciation). */
  voucherType: z.string().max(20).optional(),
  year: z.number().int().optional(),
  number: z.number().int().positive().optional(),
  date: isoDateSchema.optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  creditorId: z.number().int().positive().optional(),
  /** Discharges: the destination. */
  debtorId: z.number().int().positive().optional(),
  /** Discharge proposals: the school's progressive. */
  progressive: z.number().int().positive().optional(),
  status: z.number().int().optional(),
  text: z.string().max(200).optional(),
  /**
   * The typology of the goods the voucher moves (spec 02 §1, §2): `inventory` (200 euro or more, or
   * a universality) or `durable`; a voucher with both kinds of line answers to either.
   */
  typology: z.enum(['inventory', 'durable']).optional(),
  /**
   * Only vouchers that still hold available assets (spec 02 §2): assets charged and free, neither in
   * a discharge proposal nor discharged, which a proposal, discharge or value voucher may still take.
   */
  availableAssets: z.boolean().optional(),
});
export type MovementSearch = z.infer<typeof movementSearchSchema>;

export const movementSortKeys = ['date', 'number', 'year', 'totalValue', 'creditor', 'progressive'] as const;

export const movementSummarySchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  status: z.number().int().nullable(),
  causal: z.string().nullable(),
  creditor: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  documentNumber: z.string().nullable(),
  /** Discharge proposals. */
  progressive: z.number().int().nullable(),
  /** Proposals and discharges: the DS's measure. */
  protocolDate: z.string().nullable(),
  protocolNumber: z.string().nullable(),
  /** Value vouchers: the code of their type list. */
  voucherType: z.string().nullable(),
  /** Discharges: the destination of the goods. */
  debtor: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  /** The voucher's total as its kind records it: a charge's is its inventory assets' alone. */
  totalValue: z.number(),
  /**
   * What the voucher's lines are worth by typology (spec 02 §1), by each asset's class: the inventory
   * and the durable assets' parts of the lines' values (a value voucher's, of its variations). A
   * voucher of durable goods only is worth its durable part, which its `totalValue` leaves out.
   */
  inventoryValue: z.number(),
  durableValue: z.number(),
  assetCount: z.number().int(),
});
export type MovementSummary = z.infer<typeof movementSummarySchema>;

export const movementPageSchema = z.object({
  movements: z.array(movementSummarySchema),
  total: z.number().int(),
});
export const movementTotalSchema = z.object({ totalValue: z.number() });

export const movementAssetSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  register: assetRegisterSchema,
  subcategory: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  historicalPrice: z.number(),
  actualPrice: z.number(),
  value: z.number(),
  location: z.object({ id: z.number().int(), code: z.string(), description: z.string() }).nullable(),
  status: z.number().int(),
  quantity: z.number().int(),
  purchaseDate: z.string().nullable(),
  originalInventoryNumber: z.string().nullable(),
  originalPrice: z.number().nullable(),
  barcode: z.string().nullable(),
  serialNumber: z.string().nullable(),
  brand: z.string().nullable(),
  chassis: z.string().nullable(),
  licensePlate: z.string().nullable(),
  editor: z.string().nullable(),
  author: z.string().nullable(),
  notes: z.string().nullable(),
  origin: z.enum(['charge', 'waiting']),
  universalityId: z.number().int().nullable(),
  /** Value vouchers: the line's variation (down for type 5, up for type 6). */
  variation: z.number().nullish(),
});
export type MovementAsset = z.infer<typeof movementAssetSchema>;

export const movementWithAssetsSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  year: z.number().int(),
  number: z.number().int(),
  date: z.string(),
  causal: z.string().nullable(),
  creditor: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  documentType: z.string().nullable(),
  documentDate: z.string().nullable(),
  documentNumber: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  deliveryNumber: z.string().nullable(),
  orderDate: z.string().nullable(),
  orderNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Spec 02 §3: the administration the goods come from or go to, and the Model K aggregation. */
  administration: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  aggregation: z.object({ id: z.number().int(), code: z.string(), description: z.string() }).nullable(),
  status: z.number().int().nullable(),
  totalValue: z.number(),
  assets: z.array(movementAssetSchema),
  /** What the detail screen may change: legal content while no later movement holds its assets; the asset set only on the latest charge. */
  editable: z.object({ content: z.boolean(), assets: z.boolean(), deletable: z.boolean() }),
  /** Discharge proposals (type 3) only. */
  proposal: proposalPartSchema.nullish(),
  /** Discharges (type 2) only. */
  discharge: dischargePartSchema.nullish(),
  /** Value vouchers (types 5 and 6) only: the kind of variation. */
  voucherType: z.string().nullish(),
  /** Charges (type 1) only: the e-invoice it was made from, whose file `invoicePaths.chargeFile` links to. */
  invoice: chargeInvoiceIdentitySchema.nullish(),
});
export type MovementWithAssets = z.infer<typeof movementWithAssetsSchema>;

export const movementAssetPageSchema = z.object({
  assets: z.array(movementAssetSchema),
  total: z.number().int(),
});
