import { z } from '../zod.ts';
import { euroAmountSchema } from './charges.ts';
import { isoDateSchema, movementBookingSchema } from './common.ts';

/**
 * Value vouchers (movement types 5 decrease and 6 increase), spec 02 §2, §5, §7, and the yearly
 * depreciation (DOMAIN §5), which closing a year with `toDepreciate` turns into decrease vouchers of
 * type 'DEP', one per register. Deleting a voucher is `DELETE /movement/valueVoucher/{id}`; its
 * detail is `GET /movement/{id}/withAssets` (each asset line's `variation`).
 */
export const valueVoucherPaths = {
  typeList: '/movement/valueVoucher/typeList',
  /** POST creates (`valueVoucherCreateSchema`), PUT edits (`valueVoucherUpdateSchema`). */
  save: '/movement/valueVoucher',
  /** GET `depreciationTotalSchema`: what closing `year` with depreciation would write. */
  depreciationTotal: '/movement/valueVoucher/depreciation/:year/total',
  /** GET `registerDepreciationSchema`: one register's depreciation by subcategory. */
  depreciationRegisterTotal: '/movement/valueVoucher/depreciation/:year/register/:registerId/total',
} as const;

/** A kind of variation; `kinds` says whether it decreases (5), increases (6) or both. */
export const valueVoucherTypeSchema = z.object({
  code: z.string(),
  description: z.string(),
  kinds: z.array(z.union([z.literal(5), z.literal(6)])),
  /** Only the system writes it (the yearly depreciation). */
  system: z.boolean(),
});
export type ValueVoucherType = z.infer<typeof valueVoucherTypeSchema>;

export const valueVoucherLineSchema = z.object({
  assetId: z.number().int().positive(),
  /** The amount the actual value goes down (type 5) or up (type 6) by; more than zero. */
  variation: euroAmountSchema.refine((v) => v > 0, 'rules.positiveValue'),
});

export const valueVoucherCreateSchema = z.object({
  type: z.union([z.literal(5), z.literal(6)]),
  date: isoDateSchema,
  voucherType: z.string().trim().min(1, 'rules.mandatory').max(20),
  notes: z.string().trim().max(2000, 'rules.tooLongText').nullish(),
  ...movementBookingSchema.shape,
  /** Charged inventory assets, each once; at most 600. */
  lines: z.array(valueVoucherLineSchema).min(1, 'rules.mandatory').max(600),
  /**
   * The user confirmed that a new value crosses the 200-euro threshold (spec 02 §5); without it such
   * a line is refused with `priceCrossesThreshold` and `details.assetIds`.
   */
  thresholdConfirmed: z.boolean().optional(),
});
export type ValueVoucherCreate = z.infer<typeof valueVoucherCreateSchema>;

export const valueVoucherUpdateSchema = valueVoucherCreateSchema.extend({ id: z.number().int().positive() });
export type ValueVoucherUpdate = z.infer<typeof valueVoucherUpdateSchema>;

/** One register's line of the depreciation preview. */
export const depreciationRegisterLineSchema = z.object({
  registerId: z.number().int(),
  description: z.string(),
  assetCount: z.number().int(),
  /** Actual value before, the depreciation, and after. */
  actualValue: z.number(),
  depreciation: z.number(),
  residualValue: z.number(),
  /** Once done: the register's 'DEP' decrease voucher; null in a preview. */
  voucherId: z.number().int().nullable(),
});

export const depreciationTotalSchema = z.object({
  year: z.number().int(),
  /** Done already (the year is closed with depreciation): the figures are those of its vouchers. */
  done: z.boolean(),
  registers: z.array(depreciationRegisterLineSchema),
  total: z.number(),
});
export type DepreciationTotal = z.infer<typeof depreciationTotalSchema>;

export const registerDepreciationSchema = z.object({
  registerId: z.number().int(),
  description: z.string(),
  subcategories: z.array(
    z.object({
      subcategoryId: z.number().int(),
      code: z.string(),
      description: z.string(),
      /** Percent. */
      rate: z.number(),
      assetCount: z.number().int(),
      actualValue: z.number(),
      depreciation: z.number(),
      residualValue: z.number(),
    }),
  ),
  total: z.number(),
});
export type RegisterDepreciation = z.infer<typeof registerDepreciationSchema>;

/** A closed year's historical picture of one register (`GET /financialYear/{id}/pictures`). */
export const registerPictureSchema = z.object({
  registerId: z.number().int(),
  description: z.string(),
  assetClass: z.enum(['inventory', 'durable']),
  assetCount: z.number().int(),
  historicalValue: z.number(),
  actualValue: z.number(),
  takenAt: z.string(),
});
export type RegisterPicture = z.infer<typeof registerPictureSchema>;
export const yearPicturesPath = '/financialYear/:id/pictures';
