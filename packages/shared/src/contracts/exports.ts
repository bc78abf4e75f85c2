import { ACTIVITY_EXPORT_COLUMNS } from '../domain/exports/activity-export.ts';
import {
  ADMINISTRATION_EXPORT_COLUMNS,
  CREDITOR_EXPORT_COLUMNS,
  DEBTOR_EXPORT_COLUMNS,
  LOCATION_EXPORT_COLUMNS,
  SUBCATEGORY_EXPORT_COLUMNS,
  SUBCONSIGNEE_EXPORT_COLUMNS,
} from '../domain/exports/admin-list-export.ts';
import { ASSET_EXPORT_COLUMNS, UNIVERSALITY_EXPORT_COLUMNS } from '../domain/exports/asset-export.ts';
import { DOCUMENT_EXPORT_COLUMNS } from '../domain/exports/document-export.ts';
import { EXPORT_KINDS, type ExportCatalog } from '../domain/exports/export-columns.ts';
import { EXTERNAL_MOVEMENT_EXPORT_COLUMNS } from '../domain/exports/external-movement-export.ts';
import { MOVEMENT_EXPORT_COLUMNS } from '../domain/exports/movement-export.ts';
import { EXPORT_CELL_MAX_CHARS } from '../domain/exports/table-cells.ts';
import { z } from '../zod.ts';
import { assetSearchSchema } from './assets.ts';
import { auditSearchSchema } from './audit.ts';
import { subcategorySearchSchema } from './catalogue.ts';
import { documentSearchSchema } from './document-search.ts';
import { externalMovementSearchSchema } from './external-movements.ts';
import { movementSearchSchema } from './movements.ts';
import {
  administrationPagedSearchSchema,
  creditorPagedSearchSchema,
  debtorPagedSearchSchema,
} from './parties.ts';
import { locationSearchSchema } from './placement.ts';
import { subConsigneeSearchSchema } from './subconsignees.ts';
import { universalitySearchSchema } from './universalities.ts';

export {
  EXPORT_TABLE_MAX_BYTES,
  EXPORT_TABLE_MAX_ROWS,
} from '../domain/exports/table-cells.ts';

/**
 * Exports of the lists (issue 20): what a list shows (its filters, its sort, its columns in their
 * order with their headers) as `.xlsx` or `.csv`. An export is a document: published, rendered in the
 * background with its progress, kept on the documents page and downloaded like a print.
 */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The most columns an export names, and the most rows it writes. */
export const EXPORT_MAX_COLUMNS = 40;
export const EXPORT_MAX_ROWS = 200_000;

function knownTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const label = z.string().trim().max(100, 'rules.tooLongText');

export const exportColumnSchema = z.object({
  key: z.string().min(1).max(64),
  header: label.min(1, 'rules.mandatory'),
  /** The words of a coded column's values (a status), in the client's language. */
  labels: z.record(z.string().max(64), label).optional(),
});

const common = {
  format: z.enum(EXPORT_FORMATS),
  /** The list's name, as the sheet and the file are named ("Beni", "Beni in attesa"). */
  title: label.min(1, 'rules.mandatory'),
  columns: z.array(exportColumnSchema).min(1, 'rules.mandatory').max(EXPORT_MAX_COLUMNS),
  /** The client's time zone, for date-times (an IANA name the runtime knows). */
  timeZone: z.string().max(64).refine(knownTimeZone, 'rules.invalidValue').optional(),
};

/** A column of a table the client sends: its header and what its cells hold. */
export const exportTableColumnSchema = z.object({
  header: label.min(1, 'rules.mandatory'),
  kind: z.enum(EXPORT_KINDS),
});

/**
 * One cell: text, a number (an `integer` or a `euro` column's), an ISO date (`date`) or instant
 * (`dateTime`), or null for an empty cell; each checked against its column's kind (`exportCellInvalid`).
 */
export const exportTableCellSchema = z.union([z.string().max(EXPORT_CELL_MAX_CHARS), z.number(), z.null()]);

/**
 * A list the client builds itself, exported as it shows it: its columns and its rows of cells, in the
 * screen's order, with its words (`EXPORT_TABLE_MAX_ROWS` rows, `EXPORT_TABLE_MAX_BYTES` of body:
 * `exportTableTooLarge`). A list the server pages is exported by its own `list` instead, which reads it.
 */
const tableExportSchema = z.object({
  list: z.literal('table'),
  format: common.format,
  title: common.title,
  timeZone: common.timeZone,
  columns: z.array(exportTableColumnSchema).min(1, 'rules.mandatory').max(EXPORT_MAX_COLUMNS),
  rows: z.array(z.array(exportTableCellSchema).max(EXPORT_MAX_COLUMNS)),
});
export type TableExportRequest = z.infer<typeof tableExportSchema>;

export const exportRequestSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('assets'), search: assetSearchSchema, ...common }),
  z.object({ list: z.literal('universalities'), search: universalitySearchSchema, ...common }),
  z.object({ list: z.literal('activity'), search: auditSearchSchema, ...common }),
  z.object({ list: z.literal('movements'), search: movementSearchSchema, ...common }),
  z.object({ list: z.literal('externalMovements'), search: externalMovementSearchSchema, ...common }),
  /** The documents page (`mine`: the user's publications), with each document's subject in words. */
  z.object({ list: z.literal('documents'), search: documentSearchSchema, ...common }),
  z.object({ list: z.literal('creditors'), search: creditorPagedSearchSchema, ...common }),
  z.object({ list: z.literal('debtors'), search: debtorPagedSearchSchema, ...common }),
  z.object({ list: z.literal('administrations'), search: administrationPagedSearchSchema, ...common }),
  z.object({ list: z.literal('locations'), search: locationSearchSchema, ...common }),
  z.object({ list: z.literal('subconsignees'), search: subConsigneeSearchSchema, ...common }),
  z.object({ list: z.literal('subcategories'), search: subcategorySearchSchema, ...common }),
  tableExportSchema,
]);
export type ExportRequest = z.infer<typeof exportRequestSchema>;
export type ExportList = ExportRequest['list'];
/** The lists the server reads itself, through the same service as their screen. */
export type CatalogList = Exclude<ExportList, 'table'>;
export type CatalogExportRequest = Exclude<ExportRequest, TableExportRequest>;

/** The columns each list the server reads can export, by the keys its grid gives them. */
export const EXPORT_CATALOGS: Readonly<Record<CatalogList, ExportCatalog<never>>> = {
  assets: ASSET_EXPORT_COLUMNS as ExportCatalog<never>,
  universalities: UNIVERSALITY_EXPORT_COLUMNS as ExportCatalog<never>,
  activity: ACTIVITY_EXPORT_COLUMNS as ExportCatalog<never>,
  movements: MOVEMENT_EXPORT_COLUMNS as ExportCatalog<never>,
  externalMovements: EXTERNAL_MOVEMENT_EXPORT_COLUMNS as ExportCatalog<never>,
  documents: DOCUMENT_EXPORT_COLUMNS as ExportCatalog<never>,
  creditors: CREDITOR_EXPORT_COLUMNS as ExportCatalog<never>,
  debtors: DEBTOR_EXPORT_COLUMNS as ExportCatalog<never>,
  administrations: ADMINISTRATION_EXPORT_COLUMNS as ExportCatalog<never>,
  locations: LOCATION_EXPORT_COLUMNS as ExportCatalog<never>,
  subconsignees: SUBCONSIGNEE_EXPORT_COLUMNS as ExportCatalog<never>,
  subcategories: SUBCATEGORY_EXPORT_COLUMNS as ExportCatalog<never>,
};
