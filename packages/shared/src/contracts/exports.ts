import { ACTIVITY_EXPORT_COLUMNS } from '../domain/exports/activity-export.ts';
import { ASSET_EXPORT_COLUMNS, UNIVERSALITY_EXPORT_COLUMNS } from '../domain/exports/asset-export.ts';
import type { ExportCatalog } from '../domain/exports/export-columns.ts';
import { EXTERNAL_MOVEMENT_EXPORT_COLUMNS } from '../domain/exports/external-movement-export.ts';
import { MOVEMENT_EXPORT_COLUMNS } from '../domain/exports/movement-export.ts';
import { z } from '../zod.ts';
import { assetSearchSchema } from './assets.ts';
import { auditSearchSchema } from './audit.ts';
import { externalMovementSearchSchema } from './external-movements.ts';
import { movementSearchSchema } from './movements.ts';
import { universalitySearchSchema } from './universalities.ts';

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

export const exportRequestSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('assets'), search: assetSearchSchema, ...common }),
  z.object({ list: z.literal('universalities'), search: universalitySearchSchema, ...common }),
  z.object({ list: z.literal('activity'), search: auditSearchSchema, ...common }),
  z.object({ list: z.literal('movements'), search: movementSearchSchema, ...common }),
  z.object({ list: z.literal('externalMovements'), search: externalMovementSearchSchema, ...common }),
]);
export type ExportRequest = z.infer<typeof exportRequestSchema>;
export type ExportList = ExportRequest['list'];

/** The columns each list can export, by the keys its grid gives them. */
export const EXPORT_CATALOGS: Readonly<Record<ExportList, ExportCatalog<never>>> = {
  assets: ASSET_EXPORT_COLUMNS as ExportCatalog<never>,
  universalities: UNIVERSALITY_EXPORT_COLUMNS as ExportCatalog<never>,
  activity: ACTIVITY_EXPORT_COLUMNS as ExportCatalog<never>,
  movements: MOVEMENT_EXPORT_COLUMNS as ExportCatalog<never>,
  externalMovements: EXTERNAL_MOVEMENT_EXPORT_COLUMNS as ExportCatalog<never>,
};
