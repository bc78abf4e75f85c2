import { z } from '../zod.ts';
import { isoDateSchema } from './common.ts';
import { EXPORT_FORMATS, exportRequestSchema } from './exports.ts';

/**
 * Printed documents (spec 01 §2–§4, §7 "Documents and labels", DESIGN §8): a print is published as a
 * request that a background worker renders into files (PDF, and ZPL for zebra labels) kept in the
 * document store and downloaded through signed, expiring URLs.
 */
export const documentPaths = {
  /** GET every document type; `/typeList/{group}` the types of one group of the Prints menu. */
  typeList: '/s3documents/typeList',
  typeListOfGroup: '/s3documents/typeList/:group',
  /** POST `documentSearchSchema`: the school's generated documents, newest first. */
  search: '/s3documents/search/:page/:size',
  /** POST `publishRequestSchema`: stores the request and enqueues its rendering (`publishAnswerSchema`). */
  publish: '/s3documents/publishMessage',
  /**
   * POST `renewalPublishRequestSchema`: a renewal's prints (PV/Base, PV/1–PV/3, the mapping table, the
   * movement vouchers) and Model K, printed from the renewal's page; licence RIN. Answers as `publish`.
   */
  publishRenewal: '/s3documents/renewal/publishMessage',
  /**
   * POST `exportRequestSchema`: an export of a list (issue 20), rendered in the background like a print
   * (answers as `publish`); its progress is the document's.
   */
  publishExport: '/s3documents/export/publishMessage',
  /** GET one document (`documentSummarySchema`): an export's dialog follows its progress. */
  detail: '/s3documents/:id',
  /** GET `{ url }`: a signed URL of one of the document's files (`?file=` its position, 0 first). */
  downloadUrl: '/s3documents/:id/generateUrlForDownload',
  /** DELETE a document and its files. */
  item: '/s3documents/:id',
  /** GET `?token=`: the file a signed URL names (local store); the token carries the file and its expiry. */
  file: '/s3documents/file',
} as const;

/**
 * The groups of the Prints menu (spec 01 §2): registers, minutes, lists and others, labels; and the
 * documents of one movement or one setting, printed from its own screen rather than from the menu.
 */
export const DOCUMENT_GROUP = {
  registers: 1,
  minutes: 2,
  lists: 3,
  labels: 4,
  movement: 5,
  setting: 6,
  /** A recognition's own documents, printed from its detail (DOMAIN §7). */
  recognition: 7,
  /** A renewal's own documents, printed from its page (DOMAIN §8). */
  renewal: 8,
  /** Exports of the lists, asked for from each list (issue 20). */
  exports: 9,
} as const;

/** The last group of the Prints menu: the groups after it are a movement's or a setting's own documents. */
export const LAST_MENU_GROUP = DOCUMENT_GROUP.labels;
export type DocumentGroup = (typeof DOCUMENT_GROUP)[keyof typeof DOCUMENT_GROUP];

/**
 * The document types of spec 01 §3, by id, the discharge proposal's own (spec 02 §2), the
 * recognition's report (DOMAIN §7) and the renewal's reports (DOMAIN §8, ids 11–16, which spec 01 §3
 * leaves free).
 */
export const DOCUMENT_TYPE = {
  /** A label layout's sample sheet, rendered when the layout is saved (spec 01 §4: label settings processing). */
  labelsSample: 2,
  /** A discharge proposal as the DS signs it (spec 02 §2: its detail offers its documents). */
  dischargeProposal: 3,
  /** A recognition's report as its commission signs it: location by location, then the totals. */
  recognitionReport: 4,
  inventoryRegister: 7,
  analyticIncrease: 8,
  analyticDecrease: 9,
  modelK: 10,
  /** The renewal's minutes (PV/Base): dates, commission, operations, the registers before and after. */
  renewalMinutes: 11,
  /** PV/1: the goods found and kept in the registers, with their new numbers and values. */
  renewalKept: 12,
  /** PV/2: the goods to eliminate (missing, unusable, entered by mistake) and their discharges. */
  renewalEliminated: 13,
  /** PV/3: the revaluation by register, by category, subcategory and adjustment, and its vouchers. */
  renewalRevaluation: 14,
  /** The renewal's table of subcategories: old register, category, subcategory and rate → new. */
  renewalMapping: 15,
  /** The movement vouchers the renewal wrote: its adjustments' and its revaluation's. */
  renewalVouchers: 16,
  durableIncrease: 19,
  durableDecrease: 20,
  subconsigneeNomination: 21,
  dsgaHandover: 22,
  subconsigneeHandover: 23,
  subconsigneeReturn: 24,
  subcategoriesSummary: 27,
  assetsByCreditor: 28,
  labels: 29,
  assetsBySite: 30,
  assetsByOriginalNumber: 31,
  customLabels: 32,
  relocationList: 42,
  model24Consignee: 43,
  model24Subconsignee: 44,
  /** A list as a spreadsheet (`.xlsx` or `.csv`), exported from its screen (issue 20). */
  listExport: 50,
} as const;
export type DocumentTypeId = (typeof DOCUMENT_TYPE)[keyof typeof DOCUMENT_TYPE];

export const documentTypeSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  group: z.number().int(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

/** 1 queued, 2 processing, 3 done (downloadable), 4 failed. */
export const PROCESSING_STATUS = { queued: 1, processing: 2, done: 3, failed: 4 } as const;

const id = z.number().int().positive();
const ids = z.array(id).min(1, 'rules.mandatory').max(1000);
const dateRange = { fromDate: isoDateSchema, toDate: isoDateSchema };
/**
 * The register a minute or a list is limited to (spec 01 §2: the Register field shows for every type
 * but Model K and labels); without it the print covers every register.
 */
const onlyRegister = { idRegister: id.optional() };

/** A register at a date: inventory register (7), subcategories summary (27). */
const registerAtDate = z.object({ idRegister: id, atDate: isoDateSchema });
/** A register's movements between two dates of one year, numbered from a page: 8, 9, 19, 20. */
const analytic = z.object({ idRegister: id, ...dateRange, startPage: z.number().int().min(1).max(100_000) });

/** The most members a renewal's commission prints with (PV/Base). */
export const RENEWAL_COMMISSION_MAX = 10;

/** A member of the renewal's commission, as PV/Base names them and has them sign. */
export const commissionMemberSchema = z.object({
  name: z.string().trim().min(1, 'rules.mandatory').max(100, 'rules.tooLongText'),
  /** "Presidente", "Componente", "Segretario verbalizzante"…; blank: a member. */
  role: z.string().trim().max(100, 'rules.tooLongText'),
});
export type CommissionMember = z.infer<typeof commissionMemberSchema>;

const renewalOf = z.object({ idRenewal: id });

/** The renewal's prints (DOMAIN §8), each of one renewal; PV/Base names its commission too. */
const renewalPrintRequests = [
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.renewalMinutes),
    conditions: renewalOf.extend({
      /** Without it (or empty) PV/Base leaves lines to write the members' names and signatures on. */
      commission: z.array(commissionMemberSchema).max(RENEWAL_COMMISSION_MAX).optional(),
    }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.renewalKept), conditions: renewalOf }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.renewalEliminated), conditions: renewalOf }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.renewalRevaluation), conditions: renewalOf }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.renewalMapping), conditions: renewalOf }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.renewalVouchers), conditions: renewalOf }),
] as const;

const modelKRequest = z.object({
  documentType: z.literal(DOCUMENT_TYPE.modelK),
  conditions: z.object({ year: z.number().int().min(1900).max(2999) }),
});

/** The orders a labels print can take (spec 01 §3 `sortBy`): register and number, or room by room. */
export const LABELS_SORTS = ['inventoryNumber', 'location'] as const;

/** One end of a range of original inventory numbers: the asset's original number, as typed. */
export const originalNumberBoundSchema = z
  .string()
  .trim()
  .min(1, 'rules.mandatory')
  .max(50, 'rules.tooLongText');

/** Labels (29, 32): a layout, a heading, where to start on the first sheet and which assets, in which order. */
const labelsConditions = z.object({
  idLabelsSetting: id,
  labelsHeading: z.string().trim().max(100, 'rules.tooLongText'),
  labelsStartRow: z.number().int().min(1),
  labelsStartColumn: z.number().int().min(1),
  includeOriginalInventoryNumber: z.boolean(),
  basis: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('location'), idSite: id, idLocation: id.nullish() }),
    z.object({
      kind: z.literal('inventoryNumber'),
      idRegister: id,
      fromInventoryNumber: id,
      toInventoryNumber: id,
    }),
    z.object({
      kind: z.literal('originalInventoryNumber'),
      originalInventoryNumberFrom: originalNumberBoundSchema,
      originalInventoryNumberTo: originalNumberBoundSchema,
    }),
  ]),
  sortBy: z.enum(LABELS_SORTS).optional(),
  sortDesc: z.boolean().optional(),
});

/**
 * The conditions of each document type (spec 01 §3 "Conditions"), checked by the server before the
 * request is stored; the print dialog builds them from its fields.
 */
export const publishRequestSchema = z.discriminatedUnion('documentType', [
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.labelsSample),
    conditions: z.object({ idLabelsSetting: id }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.dischargeProposal), conditions: z.object({ idOut: id }) }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.recognitionReport),
    conditions: z.object({ idRecognition: id }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.inventoryRegister), conditions: registerAtDate }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.analyticIncrease), conditions: analytic }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.analyticDecrease), conditions: analytic }),
  modelKRequest,
  ...renewalPrintRequests,
  z.object({ documentType: z.literal(DOCUMENT_TYPE.durableIncrease), conditions: analytic }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.durableDecrease), conditions: analytic }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.subconsigneeNomination),
    conditions: z.object({ atDate: isoDateSchema, idSubConsigneeList: ids }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.dsgaHandover),
    conditions: z.object({
      atDate: isoDateSchema,
      merge: z.boolean(),
      idSiteList: z.array(id).max(1000),
      ...onlyRegister,
    }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.subconsigneeHandover),
    conditions: z.object({ atDate: isoDateSchema, idSubConsignee: id, idLocationList: ids, ...onlyRegister }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.subconsigneeReturn),
    conditions: z.object({ atDate: isoDateSchema, idSubConsignee: id, idLocationList: ids, ...onlyRegister }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.subcategoriesSummary), conditions: registerAtDate }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.assetsByCreditor),
    conditions: z.object({ idCreditorDebtor: id, ...dateRange, ...onlyRegister }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.labels), conditions: labelsConditions }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.assetsBySite),
    conditions: z.object({
      atDate: isoDateSchema,
      idSite: id,
      idLocationList: z.array(id).max(1000),
      ...onlyRegister,
    }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.assetsByOriginalNumber),
    conditions: z.object({
      originalInventoryNumberFrom: originalNumberBoundSchema,
      originalInventoryNumberTo: originalNumberBoundSchema,
      ...onlyRegister,
    }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.customLabels), conditions: labelsConditions }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.relocationList),
    conditions: z.object({ ...dateRange, ...onlyRegister }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.model24Consignee),
    conditions: z.object({ atDate: isoDateSchema, ...onlyRegister }),
  }),
  z.object({
    documentType: z.literal(DOCUMENT_TYPE.model24Subconsignee),
    conditions: z.object({ atDate: isoDateSchema, idSubConsigneeList: ids, ...onlyRegister }),
  }),
  z.object({ documentType: z.literal(DOCUMENT_TYPE.listExport), conditions: exportRequestSchema }),
]);
export type PublishRequest = z.infer<typeof publishRequestSchema>;

/** The renewal's own document types: printed only through `documentPaths.publishRenewal`. */
export const RENEWAL_DOCUMENT_TYPES: readonly number[] = [
  DOCUMENT_TYPE.renewalMinutes,
  DOCUMENT_TYPE.renewalKept,
  DOCUMENT_TYPE.renewalEliminated,
  DOCUMENT_TYPE.renewalRevaluation,
  DOCUMENT_TYPE.renewalMapping,
  DOCUMENT_TYPE.renewalVouchers,
];

export function isRenewalDocumentType(documentType: number): boolean {
  return RENEWAL_DOCUMENT_TYPES.includes(documentType);
}

/**
 * `POST /s3documents/renewal/publishMessage`: a print of the renewal's page, in the compact shape: one
 * of the renewal's reports, or Model K (of the renewal's year, as the page asks for it).
 */
export const renewalPublishRequestSchema = z.discriminatedUnion('documentType', [
  modelKRequest,
  ...renewalPrintRequests,
]);
export type RenewalPublishRequest = z.infer<typeof renewalPublishRequestSchema>;

/** Queued (`id`), or, for a document small enough to render at once, done with its `url`. */
export const publishAnswerSchema = z.object({ id: z.number().int(), url: z.string().nullable() });

export { documentSearchSchema } from './document-search.ts';

export const documentFileSchema = z.object({
  position: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
});

/** Some of a list of records, by name (the first few), and how many the request named in all. */
const namedSetSchema = z.object({ names: z.array(z.string()), count: z.number().int() });

/**
 * What a print asked for, from its conditions, with the records it names resolved to their names when
 * the list is read: only the parts its type has. A name is null when its record was deleted since.
 */
export const documentSubjectSchema = z.object({
  /** The register's description (registers, analytic and durable lists, labels by inventory number). */
  register: z.string().nullable().optional(),
  atDate: isoDateSchema.optional(),
  fromDate: isoDateSchema.optional(),
  toDate: isoDateSchema.optional(),
  /** Model K's year. */
  year: z.number().int().optional(),
  creditor: z.string().nullable().optional(),
  site: z.string().nullable().optional(),
  /** A labels print's location within its site. */
  location: z.string().nullable().optional(),
  /** The sites of a merged school's DSGA handover. */
  sites: namedSetSchema.optional(),
  subConsignees: namedSetSchema.optional(),
  /** Inventory numbers (within `register`) or original inventory numbers, from–to. */
  range: z
    .object({
      kind: z.enum(['inventoryNumber', 'originalInventoryNumber']),
      from: z.string(),
      to: z.string(),
    })
    .optional(),
  labelsLayout: z.string().nullable().optional(),
  /** A discharge proposal's progressive and year (null when it was deleted since). */
  proposal: z
    .object({ progressive: z.number().int().nullable(), year: z.number().int() })
    .nullable()
    .optional(),
  /** An export's list, as its screen named it, and its format. */
  export: z.object({ title: z.string(), format: z.enum(EXPORT_FORMATS) }).optional(),
});
export type DocumentSubject = z.infer<typeof documentSubjectSchema>;

export const documentSummarySchema = z.object({
  id: z.number().int(),
  documentType: documentTypeSchema,
  subject: documentSubjectSchema,
  processingStatus: z.number().int(),
  failureCode: z.string().nullable(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  finishedAt: z.string().nullable(),
  /** How far its rendering is, 0–100, while it renders and reports it (an export); else null. */
  progress: z.number().int().min(0).max(100).nullable(),
  files: z.array(documentFileSchema),
});
export type DocumentSummary = z.infer<typeof documentSummarySchema>;

export const documentPageSchema = z.object({
  s3Documents: z.array(documentSummarySchema),
  total: z.number().int(),
  /** How many of the school's documents are queued or processing (the client polls while > 0). */
  processing: z.number().int(),
});

export const downloadUrlSchema = z.object({ url: z.string() });
