import { RENEWAL_STEPS } from '../domain/renewal/steps.ts';
import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';

/**
 * The inventory renewal (rinnovo inventariale, DOMAIN §8; spec 02 §2–§5): from an ended recognition
 * for renewal, the subcategory mapping, the accounting adjustments, the revaluation and the
 * renumbering. The specification does not show its calls; these are the paths issue 18 leaves to us.
 */
export const renewalPaths = {
  /** GET the school's ongoing renewal, else its latest (null for none); POST starts one. */
  current: '/renewal',
  start: '/renewal',
  /** The ended recognitions for renewal a renewal can start from. */
  recognitions: '/renewal/recognitions',
  item: '/renewal/:id',
  /** GET the subcategories in use with their targets and the problems; PUT changes targets. */
  mapping: '/renewal/:id/mapping',
  mappingConfirm: '/renewal/:id/mapping/confirm',
  mappingReopen: '/renewal/:id/mapping/reopen',
  /** Ends the renewal once renumbered: final; the school's last renewal date becomes its date. */
  end: '/renewal/:id/end',
} as const;

export const renewalStatuses = ['ongoing', 'completed'] as const;

export const renewalStartSchema = z.object({
  /** The renewal is at 31/12 of this year. */
  year: z.number().int().min(2000).max(2200),
  /** The ended recognition for renewal of that year it starts from. */
  recognitionId: z.number().int().positive(),
  startDate: isoDateSchema,
  notes: z.string().trim().max(2000).nullish(),
});
export type RenewalStart = z.infer<typeof renewalStartSchema>;

export const renewalSchema = z.object({
  id: z.number().int(),
  recognitionId: z.number().int(),
  year: z.number().int(),
  renewalDate: isoDateSchema,
  status: z.enum(renewalStatuses),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  notes: z.string().nullable(),
  startedBy: z.string(),
  mappingConfirmedAt: isoDateTimeSchema.nullable(),
  revaluedAt: isoDateTimeSchema.nullable(),
  renumberedAt: isoDateTimeSchema.nullable(),
  /** Where it stands: its current step, and the codes of what blocks the next one. */
  step: z.enum(RENEWAL_STEPS),
  blockers: z.array(z.string()),
});
export type Renewal = z.infer<typeof renewalSchema>;

/** The school's renewal: the ongoing one, else the latest; null when it never had one. */
export const currentRenewalSchema = z.object({ renewal: renewalSchema.nullable() });

export const renewalRecognitionSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  renewalYear: z.number().int(),
});
export const renewalRecognitionsSchema = z.array(renewalRecognitionSchema);

const subcategoryRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  categoryId: z.number().int(),
  categoryCode: z.string(),
  categoryDescription: z.string(),
  registerKind: z.enum(registerKinds),
  /** The rate of the renewal year, in percent. */
  rate: z.number(),
});
export type RenewalSubcategory = z.infer<typeof subcategoryRefSchema>;

export const mappingRowSchema = z.object({
  subcategory: subcategoryRefSchema,
  /** The goods it holds now. */
  assets: z.number().int(),
  targetSubcategoryId: z.number().int().nullable(),
  targetRate: z.number().nullable(),
});
export type MappingRowView = z.infer<typeof mappingRowSchema>;

export const mappingSchema = z.object({
  rows: z.array(mappingRowSchema),
  /** The subcategories a row can map onto: the current list. */
  targets: z.array(subcategoryRefSchema),
  problems: z.object({
    unmapped: z.array(z.number().int()),
    rateConflicts: z.array(z.object({ targetSubcategoryId: z.number().int(), rates: z.array(z.number()) })),
    crossRegister: z.array(z.number().int()),
  }),
  confirmed: z.boolean(),
});
export type RenewalMapping = z.infer<typeof mappingSchema>;

const rateSchema = z.number().min(0).max(100).multipleOf(0.01);

export const mappingChangeSchema = z.object({
  rows: z
    .array(
      z.object({
        subcategoryId: z.number().int().positive(),
        targetSubcategoryId: z.number().int().positive().nullable(),
        targetRate: rateSchema.nullable(),
      }),
    )
    .min(1, 'rules.mandatory')
    .max(2000),
});
export type MappingChange = z.infer<typeof mappingChangeSchema>;
