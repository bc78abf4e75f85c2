import { ASSET_DESCRIPTION_MAX } from '../domain/assets/asset-fields.ts';
import { MAX_EXTERNAL_PER_CHARGE } from '../domain/movements/external-selection.ts';
import { z } from '../zod.ts';
import { isoDateSchema, sortSchema } from './common.ts';

/**
 * External movements (spec 02 §2, §7): movements imported from another application of the school,
 * waiting to be charged (`#/charge/new/external`, `POST /movement/charge` with `externalMovementIds`)
 * or deleted. Those of source `warehouse` are the warehouse movements: their data is completed here
 * (`PUT`), status to be completed → completed, before they are charged. The import comes later.
 */
export const externalMovementPaths = {
  /** GET: how many wait to be charged (the toolbar badge). */
  count: '/movement/external/count',
  search: '/movement/external/search/:page/:size',
  /** GET the detail with its goods; PUT `externalMovementCompletionSchema`; DELETE one still waiting. */
  item: '/movement/external/:id',
  /** POST `{ ids }`: several details in the order asked (what a charge starts from). */
  list: '/movement/external/list',
} as const;

export const externalMovementCountSchema = z.object({ count: z.number().int().min(0) });
export type ExternalMovementCount = z.infer<typeof externalMovementCountSchema>;

/** Sources the web names; others show as written. */
export const externalSources = ['warehouse', 'accounting'] as const;

const reference = z.object({ id: z.number().int(), description: z.string() });

export const externalMovementSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  description: z.string(),
  documentNumber: z.string().nullable(),
  documentDate: z.string().nullable(),
  /** The supplier as the other application wrote it. */
  supplier: z.object({ name: z.string().nullable(), vatNumber: z.string().nullable() }),
  /** The school's creditor the supplier is, once known. */
  creditor: reference.nullable(),
  totalValue: z.number(),
  /** How many goods lines, and how many assets they become (the sum of their quantities). */
  lineCount: z.number().int(),
  assetCount: z.number().int(),
  /** Warehouse movements: 1 to be completed, 2 completed; null for other sources. */
  status: z.number().int().nullable(),
  importedAt: z.string(),
  /** The charge that took it into the inventory; null while it waits. */
  charge: z
    .object({ id: z.number().int(), year: z.number().int(), number: z.number().int(), date: z.string() })
    .nullable(),
});
export type ExternalMovement = z.infer<typeof externalMovementSchema>;

/** One good: a line of quantity n becomes n assets of the charge, each at the unit price (VAT included). */
export const externalLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number(),
  brand: z.string().nullable(),
  subcategory: z
    .object({
      id: z.number().int(),
      code: z.string(),
      description: z.string(),
      register: reference,
    })
    .nullable(),
  location: z
    .object({ id: z.number().int(), code: z.string(), description: z.string(), siteCode: z.string() })
    .nullable(),
});
export type ExternalLine = z.infer<typeof externalLineSchema>;

export const externalMovementDetailSchema = externalMovementSchema.extend({
  lines: z.array(externalLineSchema),
});
export type ExternalMovementDetail = z.infer<typeof externalMovementDetailSchema>;

/** Filters of `#/external-movements`; by default the movements still waiting. */
export const externalMovementSearchSchema = sortSchema.extend({
  text: z.string().max(200).optional(),
  /** The document date's range (both ends, spec 02 §5). */
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  source: z.string().max(50).optional(),
  status: z.number().int().min(1).max(2).optional(),
  /** `waiting` (the default), `charged` or `all`. */
  state: z.enum(['waiting', 'charged', 'all']).optional(),
});
export type ExternalMovementSearch = z.infer<typeof externalMovementSearchSchema>;

export const externalMovementSortKeys = [
  'documentDate',
  'importedAt',
  'description',
  'supplier',
  'source',
  'totalValue',
] as const;

export const externalMovementPageSchema = z.object({
  externalMovements: z.array(externalMovementSchema),
  total: z.number().int(),
});

export const externalMovementIdsSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1, 'rules.mandatory').max(MAX_EXTERNAL_PER_CHARGE),
});

/**
 * Completing a movement's data (warehouse movements, spec 02 §2): its creditor and, for each good in
 * the order of the detail, the description, subcategory and location. Quantities and prices are the
 * document's and do not change.
 */
export const externalMovementCompletionSchema = z.object({
  creditorId: z.number().int().positive().nullable(),
  lines: z.array(
    z.object({
      description: z
        .string()
        .trim()
        .min(1, 'rules.mandatory')
        .max(ASSET_DESCRIPTION_MAX, 'rules.tooLongText'),
      subcategoryId: z.number().int().positive().nullable(),
      locationId: z.number().int().positive().nullable(),
    }),
  ),
});
export type ExternalMovementCompletion = z.infer<typeof externalMovementCompletionSchema>;
