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
  /** POST a phone's QR code (one-time secret); GET `scanLinks` lists them; DELETE `scanLinkItem` revokes one. */
  scanLink: '/recognition/:id/scanLink',
  scanLinks: '/recognition/:id/scanLinks',
  scanLinkItem: '/recognition/:id/scanLink/:linkId',
  /** The phone's calls: the secret exchanged for a token, then with `x-scan-token` only. */
  scanSession: '/recognition/scan/session',
  scanContext: '/recognition/scan/context',
  scanExpected: '/recognition/scan/location/:idLocation/assets',
  scanDetect: '/recognition/scan/detect',
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

export const scanLinkCreateSchema = z.object({
  /** The location the phone reads in; none: the phone chooses among the recognition's locations. */
  idLocation: z.number().int().positive().nullish(),
});

export const scanLinkSchema = z.object({
  id: z.uuid(),
  idLocation: z.number().int().nullable(),
  codeExpiresAt: isoDateTimeSchema,
  /** The phone has exchanged the code: `tokenExpiresAt` says until when it reads. */
  used: z.boolean(),
  tokenExpiresAt: isoDateTimeSchema.nullable(),
  revokedAt: isoDateTimeSchema.nullable(),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
});
export type ScanLink = z.infer<typeof scanLinkSchema>;

/** A new link: the URL the QR code carries, its one-time secret after `#code=`. */
export const scanLinkCreatedSchema = scanLinkSchema.extend({ url: z.string() });
export type ScanLinkCreated = z.infer<typeof scanLinkCreatedSchema>;

export const linkParamsSchema = z.object({ id: z.coerce.number().int().positive(), linkId: z.uuid() });

export const scanSessionRequestSchema = z.object({ code: z.string().min(1).max(200) });
export const scanSessionSchema = z.object({
  token: z.string(),
  expiresAt: isoDateTimeSchema,
  recognitionId: z.number().int(),
  idLocation: z.number().int().nullable(),
});
export type ScanSession = z.infer<typeof scanSessionSchema>;

export const scanContextSchema = z.object({
  recognition: recognitionSchema,
  idLocation: z.number().int().nullable(),
  expiresAt: isoDateTimeSchema,
  locations: z.array(recognitionLocationSchema),
});
export type ScanContext = z.infer<typeof scanContextSchema>;

export const scanExpectedSchema = z.object({ assets: z.array(recognitionAssetSchema) });

/** Reads a phone queued, in the order it made them; each with its own id, so a batch sent twice counts once. */
export const scanDetectSchema = z.object({
  reads: z
    .array(detectSchema.extend({ readId: z.uuid() }))
    .min(1, 'rules.mandatory')
    .max(500),
});
export type ScanDetect = z.infer<typeof scanDetectSchema>;

export const scanDetectResultSchema = z.object({
  results: z.array(
    z.object({
      readId: z.uuid(),
      outcome: z.enum(READ_OUTCOMES),
      assets: z.array(recognitionAssetSchema),
    }),
  ),
  /** The counts of the locations the reads were made in, after them. */
  locations: z.array(recognitionLocationSchema),
});
export type ScanDetectResult = z.infer<typeof scanDetectResultSchema>;
