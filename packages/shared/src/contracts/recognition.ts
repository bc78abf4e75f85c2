import { DETECTION_STATUSES, LOCATION_STATUSES, READ_OUTCOMES } from '../domain/recognition/detection.ts';
import { z } from '../zod.ts';
import { registerKinds } from './catalogue.ts';
import { isoDateSchema, isoDateTimeSchema, sortSchema } from './common.ts';

/**
 * The recognition (ricognizione, DOMAIN §7; spec 02 §2–§5): a count of the school's goods by site and
 * location. The specification does not show its calls; these are the paths issue 17 gives.
 */
export const recognitionPaths = {
  start: '/recognition',
  search: '/recognition/search/:page/:size',
  item: '/recognition/:id',
  locations: '/recognition/:id/locations',
  locationStart: '/recognition/:id/location/:idLocation/start',
  locationComplete: '/recognition/:id/location/:idLocation/complete',
  detect: '/recognition/:id/detect',
  assetsSearch: '/recognition/:id/assets/search/:page/:size',
  restore: '/recognition/:id/asset/:idAsset/restore',
  correct: '/recognition/:id/asset/:idAsset/correct',
  /** A good found elsewhere moves to the location where it was read (a dated location change). */
  move: '/recognition/:id/asset/:idAsset/move',
  missingProposal: '/recognition/:id/missingProposal',
  end: '/recognition/:id/end',
} as const;

export const recognitionStatuses = ['ongoing', 'completed'] as const;
export type RecognitionStatus = (typeof recognitionStatuses)[number];

export const recognitionStartSchema = z
  .object({
    date: isoDateSchema,
    /** A recognition before the renewal of the registers at 31/12 of `renewalYear` (DOMAIN §8). */
    forRenewal: z.boolean(),
    renewalYear: z.number().int().min(2000).max(2200).nullish(),
    includeDurable: z.boolean(),
    notes: z.string().trim().max(2000).nullish(),
  })
  .refine((start) => !start.forRenewal || start.renewalYear, {
    path: ['renewalYear'],
    message: 'rules.mandatory',
  });
export type RecognitionStart = z.infer<typeof recognitionStartSchema>;

const detectionCountsSchema = z.object({
  total: z.number().int(),
  undetected: z.number().int(),
  detected: z.number().int(),
  foundElsewhere: z.number().int(),
  correct: z.number().int(),
  missing: z.number().int(),
});
export type DetectionCounts = z.infer<typeof detectionCountsSchema>;

export const recognitionSchema = z.object({
  id: z.number().int(),
  startDate: isoDateSchema,
  endDate: isoDateSchema.nullable(),
  status: z.enum(recognitionStatuses),
  forRenewal: z.boolean(),
  renewalYear: z.number().int().nullable(),
  includeDurable: z.boolean(),
  notes: z.string().nullable(),
  startedBy: z.string(),
  counts: detectionCountsSchema,
  /** Counted goods the registers put in no location: read anywhere, they are found elsewhere. */
  unplaced: z.number().int(),
  locations: z.object({
    total: z.number().int(),
    notStarted: z.number().int(),
    started: z.number().int(),
    completed: z.number().int(),
  }),
});
export type Recognition = z.infer<typeof recognitionSchema>;

export const recognitionSearchSchema = sortSchema.extend({
  status: z.enum(recognitionStatuses).optional(),
});
export const recognitionSortKeys = ['startDate', 'endDate', 'status'] as const;
export const recognitionPageSchema = z.object({
  recognitions: z.array(recognitionSchema),
  total: z.number().int(),
});

export const recognitionLocationSchema = z.object({
  idLocation: z.number().int(),
  code: z.string(),
  description: z.string(),
  idSite: z.number().int(),
  siteCode: z.string(),
  siteDescription: z.string(),
  status: z.enum(LOCATION_STATUSES),
  /** Goods the registers put here, and what became of them; `foundHere` came from elsewhere. */
  counts: detectionCountsSchema,
  foundHere: z.number().int(),
});
export type RecognitionLocation = z.infer<typeof recognitionLocationSchema>;

export const locationParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  idLocation: z.coerce.number().int().positive(),
});
export const assetParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  idAsset: z.coerce.number().int().positive(),
});

export const detectSchema = z.object({
  /** An inventory number with or without its register's acronym, or the text a label's barcode carries. */
  code: z.string().trim().min(1, 'rules.mandatory').max(200),
  idLocation: z.number().int().positive(),
  /** The phone's id of the read: the same read sent twice (a retried batch) counts once. */
  readId: z.uuid().optional(),
});
export type Detect = z.infer<typeof detectSchema>;

const placeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  siteCode: z.string(),
});

export const recognitionAssetSchema = z.object({
  idAsset: z.number().int(),
  description: z.string(),
  registerKind: z.enum(registerKinds),
  assetClass: z.enum(['inventory', 'durable']),
  inventoryNumber: z.number().int().nullable(),
  durableNumber: z.number().int().nullable(),
  universalityId: z.number().int().nullable(),
  location: placeSchema.nullable(),
  detection: z.enum(DETECTION_STATUSES),
  detectedLocation: placeSchema.nullable(),
  detectedAt: isoDateTimeSchema.nullable(),
  detectedBy: z.string().nullable(),
  missingProposal: z
    .object({ id: z.number().int(), year: z.number().int(), number: z.number().int() })
    .nullable(),
});
export type RecognitionAsset = z.infer<typeof recognitionAssetSchema>;

export const detectResultSchema = z.object({
  outcome: z.enum(READ_OUTCOMES),
  /** The goods the read names (a universality's components together); none when it names none. */
  assets: z.array(recognitionAssetSchema),
  /** The location's counts after the read. */
  location: recognitionLocationSchema,
});
export type DetectResult = z.infer<typeof detectResultSchema>;

export const recognitionAssetSearchSchema = sortSchema.extend({
  detection: z.array(z.enum(DETECTION_STATUSES)).max(DETECTION_STATUSES.length).optional(),
  /** Goods the registers put in this location, or read in it. */
  idLocation: z.number().int().positive().optional(),
  text: z.string().trim().max(200).optional(),
});
export type RecognitionAssetSearch = z.infer<typeof recognitionAssetSearchSchema>;
export const recognitionAssetSortKeys = ['inventoryNumber', 'description', 'location', 'detection'] as const;
export const recognitionAssetPageSchema = z.object({
  assets: z.array(recognitionAssetSchema),
  total: z.number().int(),
});

/** Undetected goods the user chose become one discharge proposal for missing goods (causal SMA). */
export const missingProposalSchema = z.object({
  assetIds: z.array(z.number().int().positive()).min(1, 'rules.mandatory').max(600),
  date: isoDateSchema,
  progressive: z.number().int().positive(),
  protocolDate: isoDateSchema.nullish(),
  protocolNumber: z.string().trim().max(50).nullish(),
  notes: z.string().trim().max(2000).nullish(),
});
export type MissingProposal = z.infer<typeof missingProposalSchema>;

export const moveAssetSchema = z.object({
  /** The day the good is recorded in its new location; the recognition's day by default. */
  date: isoDateSchema.optional(),
});
