import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { and, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { RowReader } from '../../db/client.ts';
import { assets, creditors, debtors, movementAssets, movements } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';
import { linesWorth } from '../movement-ledger/index.ts';

export const movementSortColumns = {
  date: movements.date,
  number: movements.number,
  year: movements.year,
  totalValue: movements.totalCents,
  creditor: creditors.displayName,
  progressive: movements.progressive,
};

export type MovementFilter = Omit<MovementSearch, 'sortBy' | 'sortDesc'> & {
  customerCode: string;
  id?: number;
};

export interface MovementListRow {
  id: number;
  type: number;
  year: number;
  number: number;
  date: string;
  status: number | null;
  causal: string | null;
  creditorId: number | null;
  creditorDescription: string | null;
  documentNumber: string | null;
  progressive: number | null;
  protocolDate: string | null;
  protocolNumber: string | null;
  voucherType: string | null;
  debtorId: number | null;
  debtorDescription: string | null;
  totalCents: number;
  inventoryCents: number;
  durableCents: number;
  assetCount: number;
}

/** The movement holds a line whose asset meets `condition` (its typology, its status). */
function holdsAssets(code: string, condition: SQL): SQL {
  return sql`exists (select 1 from ${movementAssets} join ${assets}
      on ${assets.customerCode} = ${movementAssets.customerCode} and ${assets.id} = ${movementAssets.assetId}
    where ${movementAssets.customerCode} = ${code} and ${movementAssets.movementId} = ${movements.id}
      and ${condition})`;
}

/** Every filter on `movements` alone: the creditors of the name become an array, so the count needs no join. */
function conditions(filter: MovementFilter): SQL {
  const code = filter.customerCode;
  const parts: (SQL | undefined)[] = [eq(movements.customerCode, code)];
  if (filter.id) parts.push(eq(movements.id, filter.id));
  if (filter.type) parts.push(eq(movements.type, filter.type));
  if (filter.types) parts.push(inArray(movements.type, filter.types));
  if (filter.voucherType) parts.push(eq(movements.voucherType, filter.voucherType));
  if (filter.year) parts.push(eq(movements.year, filter.year));
  if (filter.number) parts.push(eq(movements.number, filter.number));
  if (filter.date) parts.push(eq(movements.date, filter.date));
  if (filter.fromDate) parts.push(gte(movements.date, filter.fromDate));
  if (filter.toDate) parts.push(lte(movements.date, filter.toDate));
  if (filter.creditorId) parts.push(eq(movements.creditorId, filter.creditorId));
  if (filter.debtorId) parts.push(eq(movements.debtorId, filter.debtorId));
  if (filter.progressive) parts.push(eq(movements.progressive, filter.progressive));
  if (filter.status !== undefined) parts.push(eq(movements.status, filter.status));
  if (filter.typology) parts.push(holdsAssets(code, eq(assets.assetClass, filter.typology)));
  if (filter.availableAssets) parts.push(holdsAssets(code, eq(assets.status, ASSET_STATUS.charged)));
  if (filter.text?.trim()) {
    const pattern = containsPattern(filter.text);
    parts.push(
      or(
        sql`${movements.causal} ilike ${pattern}`,
        sql`${movements.documentNumber} ilike ${pattern}`,
        sql`${movements.notes} ilike ${pattern}`,
        sql`${movements.protocolNumber} ilike ${pattern}`,
        sql`${movements.debtorId} = any(array(select ${debtors.id} from ${debtors}
          where ${debtors.customerCode} = ${code} and ${debtors.displayName} ilike ${pattern}))`,
        sql`${movements.creditorId} = any(array(select ${creditors.id} from ${creditors}
          where ${creditors.customerCode} = ${code} and ${creditors.displayName} ilike ${pattern}))`,
      ),
    );
  }
  return and(...parts) as SQL;
}

const pageColumns = sql.raw(`"movements"."id", "movements"."type", "movements"."year", "movements"."number",
  "movements"."date", "movements"."status", "movements"."causal", "movements"."creditor_id",
  "movements"."document_number", "movements"."total_cents", "movements"."progressive",
  "movements"."protocol_date", "movements"."protocol_number", "movements"."voucher_type", "movements"."debtor_id"`);

function joinsCreditors(order: SQL[]): boolean {
  return order.some((part) => part.queryChunks.includes(creditors.displayName));
}

type RawRow = Record<string, string | number | null>;

const textOrNull = (value: string | number | null | undefined) => (value == null ? null : String(value));

function toRow(r: RawRow): MovementListRow {
  return {
    id: Number(r.id),
    type: Number(r.type),
    year: Number(r.year),
    number: Number(r.number),
    date: String(r.date),
    status: r.status == null ? null : Number(r.status),
    causal: textOrNull(r.causal),
    creditorId: r.creditor_id == null ? null : Number(r.creditor_id),
    creditorDescription: textOrNull(r.creditor_description),
    documentNumber: textOrNull(r.document_number),
    progressive: r.progressive == null ? null : Number(r.progressive),
    protocolDate: textOrNull(r.protocol_date),
    protocolNumber: textOrNull(r.protocol_number),
    voucherType: textOrNull(r.voucher_type),
    debtorId: r.debtor_id == null ? null : Number(r.debtor_id),
    debtorDescription: textOrNull(r.debtor_description),
    totalCents: Number(r.total_cents),
    inventoryCents: Number(r.inventory_cents),
    durableCents: Number(r.durable_cents),
    assetCount: Number(r.asset_count),
  };
}

/**
 * One page of the movement list and the number matching, in one statement: the page is chosen on
 * `movements` alone and only its rows get their creditor and their lines' count and worth; the count rides along as
 * an InitPlan. `order` may sort by `movements` columns and by the creditor's name; the id breaks
 * the remaining ties. Written out in SQL, as the asset list (asset-search.repo.ts).
 */
export async function findMovementPage(
  rowsOf: RowReader,
  filter: MovementFilter,
  order: SQL[],
  window: { limit: number; offset: number },
): Promise<{ rows: MovementListRow[]; total: number }> {
  const code = filter.customerCode;
  const where = conditions(filter);
  const orderBy = sql.join([...order, sql`${movements.id} asc`], sql`, `);
  const creditorJoin = joinsCreditors(order)
    ? sql`left join ${creditors} on ${creditors.customerCode} = ${code} and ${creditors.id} = ${movements.creditorId}`
    : sql``;
  const rows = await rowsOf<RawRow>(
    sql`select "movements".*, "creditors"."display_name" as creditor_description,
      "debtors"."display_name" as debtor_description,
      "lines"."asset_count", "lines"."inventory_cents", "lines"."durable_cents"
    from (
      select ${pageColumns}, (select count(*) from ${movements} where ${where})::int as total
      from ${movements} ${creditorJoin}
      where ${where} order by ${orderBy} limit ${window.limit} offset ${window.offset}
    ) as "movements"
    left join "creditors" on "creditors"."customer_code" = ${code} and "creditors"."id" = "movements"."creditor_id"
    left join "debtors" on "debtors"."customer_code" = ${code} and "debtors"."id" = "movements"."debtor_id"
    cross join lateral (${linesWorth(code)}) as "lines"
    order by ${orderBy}`,
  );
  const [first] = rows;
  if (first) return { rows: rows.map(toRow), total: Number(first.total) };
  return { rows: [], total: window.offset === 0 ? 0 : await countMovements(rowsOf, filter) };
}

/** The rows of a page alone (one movement by its id, too). */
export async function findMovements(
  rowsOf: RowReader,
  filter: MovementFilter,
  order: SQL[],
  window: { limit: number; offset: number },
): Promise<MovementListRow[]> {
  return (await findMovementPage(rowsOf, filter, order, window)).rows;
}

/** The number of movements matching (for a page past the end, which carries no count). */
export async function countMovements(rowsOf: RowReader, filter: MovementFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(
    sql`select count(*) as n from ${movements} where ${conditions(filter)}`,
  );
  return Number(row?.n ?? 0);
}
