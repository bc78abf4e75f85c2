import { z } from 'zod';
import { isoDateSchema } from './common.ts';

export const chargePaths = {
  create: '/movement/charge',
  causalList: '/movement/charge/causalList',
  withAssets: '/movement/:id/withAssets',
} as const;

/** An amount in euros on the wire: not negative, at most two decimals (DESIGN §5). */
export const euroAmountSchema = z
  .number()
  .min(0, 'rules.positiveValue')
  .max(99_999_999_999.99)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'rules.notValid');

const text = (max: number) => z.string().trim().max(max, 'rules.tooLongText').nullish();

/** A new asset entered in a charge (spec 02 §3). */
export const newAssetSchema = z.object({
  description: z.string().trim().min(1, 'rules.mandatory').max(500, 'rules.tooLongText'),
  subcategoryId: z.number().int().positive(),
  historicalPrice: euroAmountSchema,
  purchaseDate: isoDateSchema.nullish(),
  locationId: z.number().int().positive().nullish(),
  originalInventoryNumber: text(50),
  serialNumber: text(100),
  brand: text(100),
  chassis: text(100),
  licensePlate: text(20),
  editor: text(200),
  author: text(200),
  notes: text(2000),
});
export type NewAsset = z.infer<typeof newAssetSchema>;

export const chargeCreateSchema = z.object({
  date: isoDateSchema,
  causal: z.string().trim().min(1, 'rules.mandatory').max(20),
  creditorId: z.number().int().positive().nullish(),
  documentType: text(50),
  documentDate: isoDateSchema.nullish(),
  documentNumber: text(50),
  deliveryDate: isoDateSchema.nullish(),
  deliveryNumber: text(50),
  orderDate: isoDateSchema.nullish(),
  orderNumber: text(50),
  notes: text(2000),
  assets: z.array(newAssetSchema),
});
export type ChargeCreate = z.infer<typeof chargeCreateSchema>;

export const causalSchema = z.object({ code: z.string(), description: z.string() });

export const movementAssetSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  register: z.object({ id: z.number().int(), description: z.string() }),
  subcategory: z.object({ id: z.number().int(), code: z.string(), description: z.string() }),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  historicalPrice: z.number(),
  actualPrice: z.number(),
  value: z.number(),
  location: z.object({ id: z.number().int(), code: z.string(), description: z.string() }).nullable(),
});

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
  notes: z.string().nullable(),
  totalValue: z.number(),
  assets: z.array(movementAssetSchema),
});
export type MovementWithAssets = z.infer<typeof movementWithAssetsSchema>;
