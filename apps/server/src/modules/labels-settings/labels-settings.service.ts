import type {
  LabelsSetting,
  LabelsSettingCreate,
  LabelsSettingPage,
  LabelsSettingSearch,
  LabelsSettingUpdate,
  labelsSettingSortKeys,
} from '@inventario/shared/contracts/labels-settings';
import { labelSymbolsFit } from '@inventario/shared/domain/labels/labels-setting';
import { type AnyColumn, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { labelsSettings } from '../../db/schema/index.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { containsPattern, orderOf, pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as repo from './labels-settings.repo.ts';
import type { LayoutSamples } from './layout-samples.ts';

/** What the use cases that save a layout or show its sample need beside the database. */
export interface LabelsSettingsDeps {
  db: Db;
  samples: LayoutSamples;
}

// By id, the product's defaults (1–4) come before the school's own layouts (from 101).
const sortColumns: Record<(typeof labelsSettingSortKeys)[number], AnyColumn | SQL> = {
  id: labelsSettings.id,
  description: sql`lower(${labelsSettings.description})`,
  rowsNumber: labelsSettings.rowsNumber,
  columnsNumber: labelsSettings.columnsNumber,
  barcodeScale: labelsSettings.barcodeScale,
};

const noSuchLayout = () => new AppError('notFound', 'No such labels setting');

function toLabelsSetting(row: repo.LayoutRow): LabelsSetting {
  return {
    id: row.id,
    description: row.description,
    // Written only from the contract's enum; the migration seeds the same two kinds.
    kind: row.kind as LabelsSetting['kind'],
    rowsNumber: row.rowsNumber,
    columnsNumber: row.columnsNumber,
    // numeric(4,2) arrives as text; it is only shown and handed to the printer, never computed with.
    barcodeScale: Number(row.barcodeScale),
    // Written only from the contract's enum; the migration defaults existing layouts to `barcode`.
    symbols: row.symbols as LabelsSetting['symbols'],
    isDefault: row.isDefault,
    codMin: row.codMin,
  };
}

/** The stored values; a QR code the layout's labels have no room for is refused. */
function layoutValues(input: LabelsSettingCreate): repo.LayoutValues {
  const { description, kind, rowsNumber, columnsNumber, barcodeScale, symbols } = input;
  if (!labelSymbolsFit({ kind, rowsNumber, columnsNumber, symbols })) {
    throw new AppError(
      'labelTooSmallForQr',
      `A ${rowsNumber}×${columnsNumber} ${kind} label is too small for ${symbols}`,
    );
  }
  // The contract allows two decimals at most, so the text is exact for numeric(4,2).
  return { description, kind, rowsNumber, columnsNumber, barcodeScale: barcodeScale.toFixed(2), symbols };
}

/** The layouts every school shares belong to the product: nobody changes or deletes them. */
function isProductDefault(row: repo.LayoutRow): boolean {
  return row.isDefault || row.customerCode === null;
}

/** One of the school's own layouts, for a change; a default is refused, another school's is unknown. */
async function ownLayout(tx: Tx, context: RequestContext, id: number): Promise<repo.LayoutRow> {
  const row = await repo.findLayout(tx, context.customerCode, id);
  if (!row) throw noSuchLayout();
  if (isProductDefault(row)) {
    throw new AppError('defaultLabelsSettingReadOnly', 'The default labels settings cannot be changed');
  }
  return row;
}

async function savedLayout(tx: Tx, context: RequestContext, id: number): Promise<LabelsSetting> {
  const row = await repo.findLayout(tx, context.customerCode, id);
  if (!row) throw noSuchLayout();
  return toLabelsSetting(row);
}

export function listLabelsSettings(db: Db, context: RequestContext): Promise<LabelsSetting[]> {
  return read(db, context, async (tx) =>
    (await repo.listLayouts(tx, context.customerCode)).map(toLabelsSetting),
  );
}

/**
 * `POST /labelsSetting/search`: a page of layouts, each with its sample sheet, and how many of the
 * school's samples are still processing (the startup check of spec 01 §4 polls while any is).
 */
export function searchLabelsSettingPage(
  { db, samples }: LabelsSettingsDeps,
  context: RequestContext,
  page: { page: number; size: number },
  search: LabelsSettingSearch,
): Promise<LabelsSettingPage> {
  const order = orderOf(sortColumns, search, 'id', [labelsSettings.id]);
  const filter = search.description?.trim()
    ? ilike(labelsSettings.description, containsPattern(search.description))
    : undefined;
  return read(db, context, async (tx) => {
    const window = pageWindow(page.page, page.size);
    const found = await repo.searchLayouts(tx, context.customerCode, { filter, order, ...window });
    const latest = await samples.latestOf(
      tx,
      context.customerCode,
      found.rows.map((row) => row.id),
    );
    return {
      labelsSettings: found.rows.map((row) => ({
        ...toLabelsSetting(row),
        sample: latest.get(row.id) ?? null,
      })),
      total: found.total,
      processing: await samples.countProcessing(tx, context.customerCode),
    };
  });
}

/** Creates a layout of the school and queues its sample sheet in the same transaction. */
export function createLabelsSetting(
  { db, samples }: LabelsSettingsDeps,
  context: RequestContext,
  input: LabelsSettingCreate,
): Promise<LabelsSetting> {
  return mutate(db, context, async (tx) => {
    const id = await repo.insertLayout(tx, context.customerCode, layoutValues(input));
    const created = await savedLayout(tx, context, id);
    await recordAudit(tx, context, auditOf('create', id, undefined, created));
    await samples.queue(tx, context, id);
    return created;
  });
}

/** Changes a layout of the school and queues its new sample sheet in the same transaction. */
export function updateLabelsSetting(
  { db, samples }: LabelsSettingsDeps,
  context: RequestContext,
  input: LabelsSettingUpdate,
): Promise<LabelsSetting> {
  return mutate(db, context, async (tx) => {
    const before = toLabelsSetting(await ownLayout(tx, context, input.id));
    if (!(await repo.updateLayout(tx, context.customerCode, input.id, layoutValues(input)))) {
      throw noSuchLayout();
    }
    const after = await savedLayout(tx, context, input.id);
    await recordAudit(tx, context, auditOf('update', input.id, before, after));
    await samples.queue(tx, context, input.id);
    return after;
  });
}

export function deleteLabelsSetting(db: Db, context: RequestContext, id: number): Promise<void> {
  return mutate(db, context, async (tx) => {
    const before = toLabelsSetting(await ownLayout(tx, context, id));
    if (!(await repo.deleteLayout(tx, context.customerCode, id))) throw noSuchLayout();
    await recordAudit(tx, context, auditOf('delete', id, before, undefined));
  });
}

function auditOf(
  verb: 'create' | 'update' | 'delete',
  id: number,
  before?: LabelsSetting,
  after?: LabelsSetting,
) {
  return { action: `labelsSetting.${verb}`, entity: 'labelsSetting', entityId: id, before, after };
}
