import { ASSET_DESCRIPTION_MAX } from '../domain/assets/asset-fields.ts';
import { z } from '../zod.ts';
import { sortSchema } from './common.ts';

/**
 * Universalities (DOMAIN §3), in the style of spec 02 §7. Components are waiting durable assets
 * (`POST /asset` with `universalityId`, or moved in here); a complete universality is charged from
 * `#/charge/new/universality/{id}` with `POST /movement/charge` and `universalityId`.
 */
export const universalityPaths = {
  search: '/universality/search/:page/:size',
  create: '/universality',
  /** GET the detail, PUT rename, DELETE (only while not charged; its components go back to waiting). */
  item: '/universality/:id',
  /** PUT `{ assetIds }`: waiting durable assets join the universality. */
  addAssets: '/universality/:id/assets',
  /** DELETE: the component leaves the universality and stays a waiting asset. */
  removeAsset: '/universality/:id/assets/:assetId',
  statusList: '/universality/statusList',
} as const;

export const universalityStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const universalitySchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** 0 incomplete (total below 200 euro), 1 complete, 2 imported. */
  status: universalityStatusSchema,
  totalHistoricalValue: z.number(),
  totalActualValue: z.number(),
  assetCount: z.number().int(),
  /** Set once charged: its register, inventory number and charge. */
  register: z.object({ id: z.number().int(), description: z.string() }).nullable(),
  inventoryNumber: z.number().int().nullable(),
  chargeMovement: z
    .object({ id: z.number().int(), year: z.number().int(), number: z.number().int(), date: z.string() })
    .nullable(),
});
export type Universality = z.infer<typeof universalitySchema>;

export const universalitySearchSchema = sortSchema.extend({
  description: z.string().max(200).optional(),
  status: universalityStatusSchema.optional(),
  /** Only those not charged yet (what a charge can start from). */
  notCharged: z.boolean().optional(),
});
export type UniversalitySearch = z.infer<typeof universalitySearchSchema>;
export const universalitySortKeys = [
  'description',
  'totalHistoricalValue',
  'assetCount',
  'inventoryNumber',
] as const;

export const universalityPageSchema = z.object({
  universalities: z.array(universalitySchema),
  total: z.number().int(),
});

export const universalityInputSchema = z.object({
  description: z.string().trim().min(1, 'rules.mandatory').max(ASSET_DESCRIPTION_MAX, 'rules.tooLongText'),
});
export type UniversalityInput = z.infer<typeof universalityInputSchema>;

export const universalityAddAssetsSchema = z.object({
  assetIds: z.array(z.number().int().positive()).min(1, 'rules.mandatory').max(600),
});

export const universalityStatusItemSchema = z.object({
  code: universalityStatusSchema,
  description: z.string(),
});
