import { ADJUSTMENT_KINDS } from '../domain/renewal/adjustments.ts';
import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
import { idParamSchema, isoDateSchema, isoDateTimeSchema, pageParamsSchema } from './common.ts';

/**
 * The renewal's revaluation and renumbering (DOMAIN §8, issue 18): each previewed before it is done,
 * shown as done after, and taken back exactly. The goods come a page at a time (a school may have
 * 20,000); the summaries and the registers' figures always whole. Amounts in euros.
 */
export const renewalValuePaths = {
  /** GET the preview (before) or the result (after); PUT revalues; DELETE takes the revaluation back. */
  revaluation: '/renewal/:id/revaluation',
  revaluationAssets: '/renewal/:id/revaluation/assets/:page/:size',
  /** GET the preview (before) or the result (after); PUT renumbers; DELETE takes the renumbering back. */
  renumbering: '/renewal/:id/renumbering',
  renumberingAssets: '/renewal/:id/renumbering/assets/:page/:size',
} as const;

/** `{ id, page, size }`: a renewal and a 1-based page of its goods. */
export const renewalPageParamsSchema = idParamSchema.extend(pageParamsSchema.shape);

const refSchema = z.object({ id: z.number().int(), code: z.string(), description: z.string() });

/** One row of a summary: the goods under a key and their values before and after, in euros. */
export const valueSummaryRowSchema = z.object({
  /** A subcategory or category id, an adjustment kind ('none' without one), a register kind, 'total'. */
  key: z.union([z.string(), z.number()]),
  /** What the key names, as the screen shows it ("BM 01.02 Hardware", "Beni mobili"…). */
  label: z.string(),
  assets: z.number().int(),
  before: z.number(),
  after: z.number(),
  variation: z.number(),
});
export type ValueSummaryRowView = z.infer<typeof valueSummaryRowSchema>;

export const revaluationVoucherSchema = z.object({
  movementId: z.number().int(),
  /** 6 increase, 5 decrease. */
  type: z.union([z.literal(5), z.literal(6)]),
  year: z.number().int(),
  number: z.number().int(),
  registerKind: z.enum(registerKinds),
  assets: z.number().int(),
  total: z.number(),
});

/**
 * The revaluation: before it, what it would do (today's values and mapping); after it, what it did,
 * with its value vouchers. Summaries of the registers' goods (inventory class) by target subcategory,
 * target category, adjustment and register, and the total.
 */
export const revaluationSchema = z.object({
  renewalId: z.number().int(),
  renewalDate: isoDateSchema,
  revalued: z.boolean(),
  revaluedAt: isoDateTimeSchema.nullable(),
  summaries: z.object({
    bySubcategory: z.array(valueSummaryRowSchema),
    byCategory: z.array(valueSummaryRowSchema),
    byAdjustment: z.array(valueSummaryRowSchema),
    byRegister: z.array(valueSummaryRowSchema),
    total: valueSummaryRowSchema,
  }),
  vouchers: z.array(revaluationVoucherSchema),
});
export type RenewalRevaluation = z.infer<typeof revaluationSchema>;

export const revaluationAssetSchema = z.object({
  assetId: z.number().int(),
  description: z.string(),
  registerKind: z.enum(registerKinds),
  inventoryNumber: z.number().int().nullable(),
  /** The target subcategory's category. */
  category: refSchema,
  subcategoryBefore: refSchema,
  subcategoryAfter: refSchema,
  before: z.number(),
  after: z.number(),
  variation: z.number(),
  adjustment: z.enum(ADJUSTMENT_KINDS).nullable(),
});
export type RevaluationAsset = z.infer<typeof revaluationAssetSchema>;

/** A page of the goods, in register order then inventory number, and how many there are. */
export const revaluationAssetPageSchema = z.object({
  assets: z.array(revaluationAssetSchema),
  total: z.number().int(),
});

export const renumberingRegisterSchema = z.object({
  registerId: z.number().int(),
  registerKind: z.enum(registerKinds),
  description: z.string(),
  /** The goods it numbers (a universality is one good), i.e. its new last number. */
  goods: z.number().int(),
  /** Goods out of the register (discharged) whose old number leaves the numbering. */
  setAside: z.number().int(),
  /** Its inventory counter before, and after (the new last number). */
  lastBefore: z.number().int(),
  lastAfter: z.number().int(),
});

/** The renumbering, by register: before it, what it would do; after it, what it did. */
export const renumberingSchema = z.object({
  renewalId: z.number().int(),
  renumbered: z.boolean(),
  renumberedAt: isoDateTimeSchema.nullable(),
  registers: z.array(renumberingRegisterSchema),
});
export type RenewalRenumbering = z.infer<typeof renumberingSchema>;

export const renumberingAssetSchema = z.object({
  assetId: z.number().int(),
  description: z.string(),
  registerId: z.number().int(),
  registerKind: z.enum(registerKinds),
  universalityId: z.number().int().nullable(),
  oldNumber: z.number().int(),
  newNumber: z.number().int(),
  /** The original inventory number it keeps: "BM/12". */
  originalInventoryNumber: z.string(),
});
export type RenumberingAsset = z.infer<typeof renumberingAssetSchema>;

/** A page of the goods in the order of the renumbering (register, new number, asset id). */
export const renumberingAssetPageSchema = z.object({
  assets: z.array(renumberingAssetSchema),
  total: z.number().int(),
});
