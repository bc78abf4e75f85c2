import { IMPORT_TYPE, importTypes } from '../domain/imports/import-format.ts';
import { z } from '../zod.ts';
import { isoDateSchema, isoDateTimeSchema } from './common.ts';

/**
 * Imports (spec 02 §2, §5, §7; docs/IMPORTS.md): a file is uploaded as the body of one request, checked
 * by a background job (its report), mapped onto the school's lists, then imported by another job, all
 * or nothing. These paths are the product's own; the specification shows only the lists' steps.
 */
export const importPaths = {
  /** POST with `?fileName=`, the body the file itself (any Content-Type). */
  upload: '/import/type/:type',
  /** GET: the school's import waiting between upload and import, if any. */
  pending: '/import/pending',
  /** GET with `?type=` (and `&list=`): the school's latest import of that kind that ended, if any. */
  last: '/import/last',
  /** GET the import; DELETE discards a pending one. */
  one: '/import/:id',
  /** GET a page of the validation's issues. */
  issues: '/import/:id/issues/:page/:size',
  /** GET: the template of a type, a workbook to fill in. */
  template: '/import/type/:type/template',
  /** GET: the school's whole inventory as a type-1 workbook (docs/IMPORTS.md, "The school's export"). */
  export: '/import/type/1/export',
  /** POST: imports a ready file as its temp lists map it, in the background. */
  confirm: '/import/:id/confirm',
  /** Type 4: GET the file's columns and the proposed mapping; PUT the mapping, which checks the file again. */
  columns: '/import/:id/columns',
} as const;

/**
 * Why an import stopped without writing anything (its `failureCode`): the file cannot be read again,
 * the school changed since the check (goods, vouchers or years of its own), the mapping collides with
 * what the school has now, or anything else went wrong (the database, the server).
 */
export const importFailureCodes = [
  'importFileUnreadable',
  'importSchoolChanged',
  'importMappingConflict',
  'importFailed',
] as const;
export type ImportFailureCode = (typeof importFailureCodes)[number];

/** Spec 02 §5: an import file is at most 50 MB. */
export const IMPORT_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** `.xlsx`, `.csv` or `.zip` (of CSV files). */
export const IMPORT_FILE_NAME = /\.(xlsx|csv|zip)$/i;

/** The report keeps this many issues; the counts cover them all. */
export const IMPORT_REPORT_MAX_ISSUES = 5_000;

export const importTypeSchema = z.coerce
  .number()
  .int()
  .refine((type) => (importTypes as number[]).includes(type), 'rules.importType');

export const importTypeParamsSchema = z.object({ type: importTypeSchema });

export const importUploadQuerySchema = z.object({
  fileName: z.string().trim().min(1).max(255).regex(IMPORT_FILE_NAME, 'rules.importFileType'),
});

/** `columns`: a type-4 file read, waiting for the user to say which column holds which field. */
export const importStates = [
  'validating',
  'columns',
  'invalid',
  'ready',
  'importing',
  'imported',
  'failed',
  'discarded',
] as const;
export type ImportState = (typeof importStates)[number];

/** While an import is in one of these, the school has it pending. */
export const PENDING_IMPORT_STATES: readonly ImportState[] = [
  'validating',
  'columns',
  'invalid',
  'ready',
  'importing',
];

/** The states in which a type-4 import takes a (new) column mapping: before or after its check. */
export const COLUMN_MAPPING_STATES: readonly ImportState[] = ['columns', 'invalid', 'ready'];

export const importIssueSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.string(),
  sheet: z.string().nullable(),
  row: z.number().int().nullable(),
  column: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** What a file holds, by kind (the report) or what was imported (the result). */
export const importCountsSchema = z.record(z.string(), z.number().int());

/** The admin lists an import maps onto the school's, and that can be imported alone. */
export const listKinds = ['site', 'location', 'subConsignee', 'subcategory', 'creditor'] as const;

export const importSummarySchema = z.object({
  id: z.uuid(),
  type: z.number().int(),
  /** An admin list's own import (that list alone); null for a whole file. */
  listKind: z.enum(listKinds).nullable(),
  state: z.enum(importStates),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  createdBy: z.string(),
  createdAt: isoDateTimeSchema,
  validatedAt: isoDateTimeSchema.nullable(),
  errorCount: z.number().int(),
  warningCount: z.number().int(),
  /** What the file holds by kind, once validated. */
  counts: importCountsSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  finishedAt: isoDateTimeSchema.nullable(),
  result: importCountsSchema.nullable(),
  failureCode: z.string().nullable(),
});
export type ImportSummary = z.infer<typeof importSummarySchema>;

export const pendingImportSchema = z.object({ import: importSummarySchema.nullable() });

export const lastImportQuerySchema = z.object({
  type: importTypeSchema,
  /** An admin list's own imports; none: the type's whole imports. */
  list: z.enum(listKinds).optional(),
});
export type LastImportQuery = z.infer<typeof lastImportQuerySchema>;

export const importIdParamsSchema = z.object({ id: z.uuid() });

export const importIssuesParamsSchema = z.object({
  id: z.uuid(),
  /** From 1, as every paged list of the API. */
  page: z.coerce.number().int().min(1).max(100_000),
  size: z.coerce.number().int().min(1).max(500),
});

export const importIssuesQuerySchema = z.object({
  severity: z.enum(['error', 'warning']).optional(),
});

export const importIssuePageSchema = z.object({
  issues: z.array(importIssueSchema),
  total: z.number().int(),
  /** Whether the report kept fewer issues than the file had (IMPORT_REPORT_MAX_ISSUES). */
  truncated: z.boolean(),
});
export type ImportIssuePage = z.infer<typeof importIssuePageSchema>;

/** A field's key (`SCHOOL_SOFTWARE_FIELDS`) → the header of the file's column that holds it, or null. */
export const columnMappingSchema = z.record(z.string().max(50), z.string().max(500).nullable());

/** Type 4's column step: the sheet read, its headers and first rows, and the mapping to show. */
export const importColumnsSchema = z.object({
  sheet: z.string(),
  headers: z.array(z.string()),
  samples: z.array(z.array(z.string())),
  /** The mapping given, else the one the school gave last time, else the headers that name a field. */
  mapping: columnMappingSchema,
  /** Whether `mapping` comes from the school's previous import of this type. */
  remembered: z.boolean(),
});
export type ImportColumns = z.infer<typeof importColumnsSchema>;

export const importColumnsSaveSchema = z.object({ mapping: columnMappingSchema });
export type ImportColumnsSave = z.infer<typeof importColumnsSaveSchema>;

/**
 * The temp lists of the pending import (spec 02 §7): the file's entries of a list, each matched onto
 * the school's own or to be created, which the user may change before the import.
 */
export const tempListPaths = {
  site: '/site/temp/list',
  location: '/location/temp/list',
  subConsignee: '/subconsignee/temp/list',
  subcategory: '/subcategory/temp/list',
  creditor: '/creditor/temp/list',
} as const;

export const tempListEntrySchema = z.object({
  sourceKey: z.string(),
  /** What the file says of the entry: its code, description, identifiers, rates… */
  source: z.record(z.string(), z.unknown()),
  action: z.enum(['map', 'create']),
  targetId: z.number().int().nullable(),
  /** The school's entry it maps onto, as the lists show it. */
  targetLabel: z.string().nullable(),
  matchedBy: z.enum(['code', 'vatNumber', 'fiscalCode', 'name', 'user']).nullable(),
});
export type TempListEntry = z.infer<typeof tempListEntrySchema>;

export const tempListSchema = z.object({ importId: z.uuid(), entries: z.array(tempListEntrySchema) });
export type TempList = z.infer<typeof tempListSchema>;

export const tempListSaveSchema = z.object({
  entries: z
    .array(
      z.object({
        sourceKey: z.string().min(1).max(500),
        action: z.enum(['map', 'create']),
        /** The school's entry to map onto; needed with `map`. */
        targetId: z.number().int().positive().nullish(),
      }),
    )
    .min(1)
    .max(20_000),
});
export type TempListSave = z.infer<typeof tempListSaveSchema>;

export { IMPORT_TYPE };

/**
 * Each admin list's own import (spec 02 §7): a file of that list alone, in the type-1 format's sheet of
 * it, uploaded (`upload`, the file as the body with `?fileName=`, as `/import/type/{type}`), checked
 * and mapped as any import (`GET`/`PUT` of the temp list), then imported (`confirm`, the pending list
 * import's type in the path where the specification has one). The location list's temp list is also
 * discarded with `DELETE`.
 */
export const listImportPaths = {
  site: { upload: '/site/temp/list', confirm: '/site/import/type/:type' },
  location: { upload: '/location/temp/list', confirm: '/location/import/type/:type' },
  subConsignee: { upload: '/subconsignee/temp/list', confirm: '/subconsignee/import' },
  subcategory: { upload: '/subcategory/temp/import/type/:type/list', confirm: '/subcategory/import' },
  creditor: { upload: '/creditor/temp/list', confirm: '/creditor/import/type/:type' },
} as const;

/** GET: the template of one list's file (its sheet and the instructions). */
export const listTemplatePath = '/import/list/:kind/template';

export const listKindParamsSchema = z.object({ kind: z.enum(listKinds) });

/** A list's file follows the client-server format (type 1), the one the `{type}` of its paths names. */
export const listImportTypeParamsSchema = z.object({
  type: z.coerce
    .number()
    .int()
    .refine((type) => type === IMPORT_TYPE.clientServer, 'rules.importType'),
});

/**
 * `/imports-detail` (vendor staff only): every school's imports, newest first, filtered and paged.
 * `POST` with the filters as the body, as the other searches.
 */
export const importOverviewPaths = { search: '/import/overview/search/:page/:size' } as const;

export const importOverviewFilterSchema = z.object({
  /** The school's customer code, or part of it, or part of its name. */
  school: z.string().trim().max(100).optional(),
  state: z.enum(importStates).optional(),
  type: importTypeSchema.optional(),
  /** Uploaded on or after, on or before (ISO dates). */
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ImportOverviewFilter = z.infer<typeof importOverviewFilterSchema>;

export const importOverviewRowSchema = importSummarySchema.extend({
  customerCode: z.string(),
  schoolName: z.string().nullable(),
  confirmedBy: z.string().nullable(),
});
export type ImportOverviewRow = z.infer<typeof importOverviewRowSchema>;

export const importOverviewPageSchema = z.object({
  imports: z.array(importOverviewRowSchema),
  total: z.number().int(),
});
export type ImportOverviewPage = z.infer<typeof importOverviewPageSchema>;
