import { EXPORT_MAX_ROWS, type ExportList, type ExportRequest } from '@inventario/shared/contracts/exports';
import { rowsIn, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { assetListWindow } from '../../assets/assets.service.ts';
import { auditLogWindow } from '../../audit/index.ts';
import { externalListWindow } from '../../external-movements/external-movements.service.ts';
import { movementListWindow } from '../../movements/movements.service.ts';
import { universalityListWindow } from '../../universalities/universalities.service.ts';

type Window = { limit: number; offset: number };
type RequestOf<L extends ExportList> = Extract<ExportRequest, { list: L }>;

/** A window of a list's rows as its screen reads them, and how many match in all. */
type Source<L extends ExportList> = (
  tx: Tx,
  customerCode: string,
  request: RequestOf<L>,
  window: Window,
) => Promise<{ rows: unknown[]; total: number }>;

/** Each exportable list reads through the same service function as its screen: the same filters and order. */
const SOURCES: { [L in ExportList]: Source<L> } = {
  assets: async (tx, customerCode, request, window) => {
    const page = await assetListWindow(rowsIn(tx), customerCode, request.search, window);
    return { rows: page.assets, total: page.total };
  },
  externalMovements: async (tx, customerCode, request, window) => {
    const page = await externalListWindow(rowsIn(tx), customerCode, request.search, window);
    return { rows: page.externalMovements, total: page.total };
  },
  movements: async (tx, customerCode, request, window) => {
    const page = await movementListWindow(rowsIn(tx), customerCode, request.search, window);
    return { rows: page.movements, total: page.total };
  },
  universalities: async (tx, customerCode, request, window) => {
    const page = await universalityListWindow(tx, customerCode, request.search, window);
    return { rows: page.universalities, total: page.total };
  },
  activity: async (tx, customerCode, request, window) => {
    const page = await auditLogWindow(tx, customerCode, request.search, window);
    return { rows: page.events, total: page.total };
  },
};

/**
 * Rows are read this many at a time, each window a statement of its own: between two the server
 * answers other requests (the embedded engine runs a statement on the one thread it has).
 */
const CHUNK = 10_000;

function sourceOf(request: ExportRequest): Source<ExportList> {
  return SOURCES[request.list] as Source<ExportList>;
}

/** How many rows the export would write; more than `EXPORT_MAX_ROWS` is refused (`exportTooLarge`). */
export async function countRows(tx: Tx, customerCode: string, request: ExportRequest): Promise<number> {
  const { total } = await sourceOf(request)(tx, customerCode, request, { limit: 1, offset: 0 });
  if (total > EXPORT_MAX_ROWS) throw new AppError('exportTooLarge');
  return total;
}

/** Every row of the list, in its order, read a window at a time in the caller's transaction. */
export async function readRows(tx: Tx, customerCode: string, request: ExportRequest): Promise<unknown[]> {
  const source = sourceOf(request);
  const rows: unknown[] = [];
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += CHUNK) {
    const window = await source(tx, customerCode, request, { limit: CHUNK, offset });
    rows.push(...window.rows);
    if (window.rows.length < CHUNK || rows.length >= window.total) break;
  }
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('exportTooLarge');
  return rows;
}
