import { ADJUSTMENT_KINDS } from '../domain/renewal/adjustments.ts';
import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
import { euroAmountSchema } from './charges.ts';
import { isoDateTimeSchema } from './common.ts';

/**
 * The renewal's accounting adjustments (rettifiche contabili, spec 02 §3): what the recognition found
 * against the books, each made a movement of the ledger dated the renewal date.
 */
export const renewalAdjustmentPaths = {
  /** GET lists them; POST makes one. */
  list: '/renewal/:id/adjustments',
  create: '/renewal/:id/adjustments',
  /** DELETE takes one back, with its movement (before the revaluation). */
  item: '/renewal/:id/adjustments/:adjustmentId',
} as const;

export const adjustmentParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  adjustmentId: z.coerce.number().int().positive(),
});

const reason = z.string().trim().min(1, 'rules.mandatory').max(2000);
/** The value the good would fetch if sold (valore presunto di realizzo), when the commission gives it. */
const presumedValue = z.number().min(0).max(99_999_999.99).multipleOf(0.01).nullish();

export const adjustmentCreateSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('found'),
    /** A good the recognition found that the registers do not hold: charged (causal RIN). */
    asset: z.object({
      description: z.string().trim().min(1, 'rules.mandatory').max(500),
      subcategoryId: z.number().int().positive(),
      locationId: z.number().int().positive().nullish(),
      value: euroAmountSchema.refine((v) => v > 0, 'rules.positiveValue'),
    }),
    presumedValue,
    reason,
  }),
  z.object({
    /** Missing or unusable goods are discharged (causal SMA, FUO); an erroneous entry too (ALT). */
    kind: z.enum(['missing', 'unusable', 'erroneous']),
    assetId: z.number().int().positive(),
    presumedValue,
    reason,
  }),
  z.object({
    /** The commission's prudential estimate raises or lowers the value (a value voucher, RAU or RDI). */
    kind: z.enum(['estimateUp', 'estimateDown']),
    assetId: z.number().int().positive(),
    newValue: z.number().min(0).max(99_999_999.99).multipleOf(0.01),
    presumedValue,
    reason,
  }),
]);
export type AdjustmentCreate = z.infer<typeof adjustmentCreateSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ADJUSTMENT_KINDS),
  asset: z.object({
    id: z.number().int(),
    description: z.string(),
    registerKind: z.enum(registerKinds),
    inventoryNumber: z.number().int().nullable(),
  }),
  /** The movement it made: a charge, a discharge or a value voucher. */
  movement: z.object({
    id: z.number().int(),
    type: z.number().int(),
    year: z.number().int(),
    number: z.number().int(),
  }),
  actualValue: z.number(),
  presumedValue: z.number().nullable(),
  newValue: z.number(),
  variation: z.number(),
  reason: z.string(),
  recognitionId: z.number().int(),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentListSchema = z.array(adjustmentSchema);
