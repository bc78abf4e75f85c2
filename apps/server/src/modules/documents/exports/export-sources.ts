import {
  type CatalogExportRequest,
  type CatalogList,
  EXPORT_MAX_ROWS,
} from '@inventario/shared/contracts/exports';
import { rowsIn, type Tx } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { assetListWindow } from '../../assets/assets.service.ts';
import { auditLogWindow } from '../../audit/index.ts';
import { subcategoryListWindow } from '../../catalogue/subcategories.service.ts';
import { externalListWindow } from '../../external-movements/external-movements.service.ts';
import { movementListWindow } from '../../movements/movements.service.ts';
import { administrationListWindow } from '../../parties/administrations.service.ts';
import { creditorListWindow } from '../../parties/creditors.service.ts';
import { debtorListWindow } from '../../parties/debtors.service.ts';
import { locationListWindow } from '../../placement/placement.service.ts';
import { subConsigneeListWindow } from '../../subconsignees/subconsignees.service.ts';
import { universalityListWindow } from '../../universalities/universalities.service.ts';
import { documentListWindow } from '../document-list.ts';

type Window = { limit: number; offset: number };
type RequestOf<L extends CatalogList> = Extract<CatalogExportRequest, { list: L }>;

/** Who asked for the export: a list of "mine" (the user's publications) is theirs. */
export interface Requester {
  requestedBy?: string | undefined;
}

/** A window of a list's rows as its screen reads them, and how many match in all. */
type Source<L extends CatalogList> = (
  tx: Tx,
  customerCode: string,
  request: RequestOf<L>,
  window: Window,
  requester: Requester,
) => Promise<{ rows: unknown[]; total: number }>;

/** Each exportable list reads through the same service function as its screen: the same filters and order. */
const SOURCES: { [L in CatalogList]: Source<L> } = {
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
  documents: async (tx, customerCode, request, window, requester) => {
    const page = await documentListWindow(tx, customerCode, request.search, window, requester.requestedBy);
    return { rows: page.documents, total: page.total };
  },
  creditors: async (tx, customerCode, request, window) => {
    const page = await creditorListWindow(tx, customerCode, request.search, window);
    return { rows: page.creditors, total: page.total };
  },
  debtors: async (tx, customerCode, request, window) => {
    const page = await debtorListWindow(tx, customerCode, request.search, window);
    return { rows: page.debtors, total: page.total };
  },
  administrations: async (tx, customerCode, request, window) => {
    const page = await administrationListWindow(tx, customerCode, request.search, window);
    return { rows: page.administrations, total: page.total };
  },
  locations: async (tx, customerCode, request, window) => {
    const page = await locationListWindow(tx, customerCode, request.search, window);
    return { rows: page.locations, total: page.total };
  },
  subconsignees: async (tx, customerCode, request, window) => {
    const page = await subConsigneeListWindow(tx, customerCode, request.search, window);
    return { rows: page.subConsignees, total: page.total };
  },
  subcategories: async (tx, customerCode, request, window) => {
    const page = await subcategoryListWindow(tx, customerCode, request.search, window);
    return { rows: page.subcategories, total: page.total };
  },
};

/**
 * Rows are read this many at a time, each window a statement of its own: between two the server
 * answers other requests (the embedded engine runs a statement on the one thread it has).
 */
const CHUNK = 10_000;

function sourceOf(request: CatalogExportRequest): Source<CatalogList> {
  return SOURCES[request.list] as Source<CatalogList>;
}

/** How many rows the export would write; more than `EXPORT_MAX_ROWS` is refused (`exportTooLarge`). */
export async function countRows(
  tx: Tx,
  customerCode: string,
  request: CatalogExportRequest,
  requester: Requester,
): Promise<number> {
  const { total } = await sourceOf(request)(tx, customerCode, request, { limit: 1, offset: 0 }, requester);
  if (total > EXPORT_MAX_ROWS) throw new AppError('exportTooLarge');
  return total;
}

/** Every row of the list, in its order, read a window at a time in the caller's transaction. */
export async function readRows(
  tx: Tx,
  customerCode: string,
  request: CatalogExportRequest,
  requester: Requester,
): Promise<unknown[]> {
  const source = sourceOf(request);
  const rows: unknown[] = [];
  for (let offset = 0; offset < EXPORT_MAX_ROWS; offset += CHUNK) {
    const window = await source(tx, customerCode, request, { limit: CHUNK, offset }, requester);
    rows.push(...window.rows);
    if (window.rows.length < CHUNK || rows.length >= window.total) break;
  }
  if (rows.length > EXPORT_MAX_ROWS) throw new AppError('exportTooLarge');
  return rows;
}
