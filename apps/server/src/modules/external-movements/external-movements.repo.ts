import type { ExternalMovementSearch } from '@inventario/shared/contracts/external-movements';
import { and, count, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { RowReader, Tx } from '../../db/client.ts';
import {
  categories,
  creditors,
  externalMovements,
  locations,
  movements,
  registers,
  sites,
  subcategories,
} from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

/** The goods of an external movement as `payload.lines` stores them (amounts in cents). */
export interface StoredLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  subcategoryId: number | null;
  locationId: number | null;
  brand: string | null;
}

/** One external movement with its creditor's name and its charge, whichever statement read it. */
export interface ExternalRow {
  id: number;
  source: string;
  description: string;
  documentNumber: string | null;
  documentDate: string | null;
  supplierName: string | null;
  supplierVatNumber: string | null;
  creditorId: number | null;
  creditorDescription: string | null;
  totalValue: string | number | null;
  status: number | null;
  importedAt: Date | string;
  chargeMovementId: number | null;
  chargeYear: number | null;
  chargeNumber: number | null;
  chargeDate: string | null;
  lineCount: number;
  assetCount: number;
}

export const externalSortColumns = {
  documentDate: sql`coalesce(${externalMovements.documentDate}, ${externalMovements.importedAt}::date)`,
  importedAt: externalMovements.importedAt,
  description: externalMovements.description,
  supplier: externalMovements.supplierName,
  source: externalMovements.source,
  totalValue: externalMovements.totalValue,
};

export type ExternalFilter = Omit<ExternalMovementSearch, 'sortBy' | 'sortDesc'> & { customerCode: string };

function conditions(filter: ExternalFilter): SQL {
  const code = filter.customerCode;
  const parts: (SQL | undefined)[] = [eq(externalMovements.customerCode, code)];
  const state = filter.state ?? 'waiting';
  if (state === 'waiting') parts.push(isNull(externalMovements.chargeMovementId));
  if (state === 'charged') parts.push(sql`${externalMovements.chargeMovementId} is not null`);
  if (filter.source) parts.push(eq(externalMovements.source, filter.source));
  if (filter.status) parts.push(eq(externalMovements.status, filter.status));
  if (filter.fromDate) parts.push(gte(externalMovements.documentDate, filter.fromDate));
  if (filter.toDate) parts.push(lte(externalMovements.documentDate, filter.toDate));
  if (filter.text?.trim()) {
    const pattern = containsPattern(filter.text);
    parts.push(
      or(
        sql`${externalMovements.description} ilike ${pattern}`,
        sql`${externalMovements.documentNumber} ilike ${pattern}`,
        sql`${externalMovements.supplierName} ilike ${pattern}`,
        sql`${externalMovements.creditorId} = any(array(select ${creditors.id} from ${creditors}
          where ${creditors.customerCode} = ${code} and ${creditors.displayName} ilike ${pattern}))`,
      ),
    );
  }
  return and(...parts) as SQL;
}

/** How many goods lines `payload` holds, and the sum of their quantities, in SQL. */
const lineCount = sql`case jsonb_typeof(${externalMovements.payload}->'lines')
  when 'array' then jsonb_array_length(${externalMovements.payload}->'lines') else 0 end`;
const assetCount = sql`(select coalesce(sum((line->>'quantity')::int), 0) from jsonb_array_elements(
  case jsonb_typeof(${externalMovements.payload}->'lines') when 'array' then ${externalMovements.payload}->'lines'
  else '[]'::jsonb end) as line)`;

type RawRow = Record<string, unknown>;

const numberOrNull = (value: unknown) => (value == null ? null : Number(value));
const textOrNull = (value: unknown) => (value == null ? null : String(value));

function toRow(r: RawRow): ExternalRow {
  return {
    id: Number(r.id),
    source: String(r.source),
    description: String(r.description),
    documentNumber: textOrNull(r.document_number),
    documentDate: textOrNull(r.document_date),
    supplierName: textOrNull(r.supplier_name),
    supplierVatNumber: textOrNull(r.supplier_vat_number),
    creditorId: numberOrNull(r.creditor_id),
    creditorDescription: textOrNull(r.creditor_description),
    totalValue: r.total_value as string | number | null,
    status: numberOrNull(r.status),
    importedAt: r.imported_at as Date | string,
    chargeMovementId: numberOrNull(r.charge_movement_id),
    chargeYear: numberOrNull(r.charge_year),
    chargeNumber: numberOrNull(r.charge_number),
    chargeDate: textOrNull(r.charge_date),
    lineCount: Number(r.line_count ?? 0),
    assetCount: Number(r.asset_count ?? 0),
  };
}

/**
 * A page of external movements and the number matching, in one statement (the count rides along as
 * an InitPlan, as in the movement list); only the page's rows get their creditor and charge.
 */
export async function findExternalPage(
  rowsOf: RowReader,
  filter: ExternalFilter,
  order: SQL[],
  window: { limit: number; offset: number },
): Promise<{ rows: ExternalRow[]; total: number }> {
  const code = filter.customerCode;
  const where = conditions(filter);
  const orderBy = sql.join([...order, sql`${externalMovements.id} asc`], sql`, `);
  const rows = await rowsOf<RawRow>(
    sql`select ${externalMovements.id}, ${externalMovements.source}, ${externalMovements.description},
      ${externalMovements.documentNumber}, ${externalMovements.documentDate}, ${externalMovements.supplierName},
      ${externalMovements.supplierVatNumber}, ${externalMovements.creditorId},
      ${creditors.displayName} as creditor_description, ${externalMovements.totalValue},
      ${externalMovements.status}, ${externalMovements.importedAt}, ${externalMovements.chargeMovementId},
      ${movements.year} as charge_year, ${movements.number} as charge_number, ${movements.date} as charge_date,
      ${lineCount} as line_count, ${assetCount} as asset_count,
      (select count(*) from ${externalMovements} where ${where})::int as total
    from ${externalMovements}
    left join ${creditors} on ${creditors.customerCode} = ${code} and ${creditors.id} = ${externalMovements.creditorId}
    left join ${movements} on ${movements.customerCode} = ${code} and ${movements.id} = ${externalMovements.chargeMovementId}
    where ${where} order by ${orderBy} limit ${window.limit} offset ${window.offset}`,
  );
  const [first] = rows;
  if (first) return { rows: rows.map(toRow), total: Number(first.total) };
  if (window.offset === 0) return { rows: [], total: 0 };
  const [counted] = await rowsOf<{ n: number | string }>(
    sql`select count(*) as n from ${externalMovements} where ${where}`,
  );
  return { rows: [], total: Number(counted?.n ?? 0) };
}

/** The external movements asked (another school's are absent), locked for a change when `lock`. */
export async function findExternalMovements(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  options: { lock?: boolean } = {},
) {
  if (ids.length === 0) return [];
  const query = tx
    .select({
      row: externalMovements,
      creditorDescription: creditors.displayName,
      chargeYear: movements.year,
      chargeNumber: movements.number,
      chargeDate: movements.date,
    })
    .from(externalMovements)
    .leftJoin(
      creditors,
      and(eq(creditors.customerCode, customerCode), eq(creditors.id, externalMovements.creditorId)),
    )
    .leftJoin(
      movements,
      and(eq(movements.customerCode, customerCode), eq(movements.id, externalMovements.chargeMovementId)),
    )
    .where(and(eq(externalMovements.customerCode, customerCode), inArray(externalMovements.id, [...ids])));
  return options.lock ? query.for('update', { of: externalMovements }) : query;
}

export type FoundExternal = Awaited<ReturnType<typeof findExternalMovements>>[number];

/** What the goods' subcategories and locations are called (another school's are absent). */
export async function lineLabels(
  tx: Tx,
  customerCode: string,
  subcategoryIds: readonly number[],
  locationIds: readonly number[],
) {
  const subcategoryRows = subcategoryIds.length
    ? await tx
        .select({
          id: subcategories.id,
          code: subcategories.code,
          description: subcategories.description,
          registerId: registers.id,
          registerDescription: registers.description,
        })
        .from(subcategories)
        .innerJoin(
          categories,
          and(eq(categories.customerCode, customerCode), eq(categories.id, subcategories.categoryId)),
        )
        .innerJoin(
          registers,
          and(eq(registers.customerCode, customerCode), eq(registers.id, categories.registerId)),
        )
        .where(
          and(eq(subcategories.customerCode, customerCode), inArray(subcategories.id, [...subcategoryIds])),
        )
    : [];
  const locationRows = locationIds.length
    ? await tx
        .select({
          id: locations.id,
          code: locations.code,
          description: locations.description,
          active: locations.active,
          siteCode: sites.code,
        })
        .from(locations)
        .innerJoin(sites, and(eq(sites.customerCode, customerCode), eq(sites.id, locations.siteId)))
        .where(and(eq(locations.customerCode, customerCode), inArray(locations.id, [...locationIds])))
    : [];
  return {
    subcategories: new Map(subcategoryRows.map((s) => [s.id, s])),
    locations: new Map(locationRows.map((l) => [l.id, l])),
  };
}

export async function countWaiting(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(externalMovements)
    .where(and(eq(externalMovements.customerCode, customerCode), isNull(externalMovements.chargeMovementId)));
  return row?.n ?? 0;
}

export async function updateExternal(
  tx: Tx,
  customerCode: string,
  id: number,
  values: { creditorId: number | null; status: number | null; lines: StoredLine[] },
): Promise<void> {
  await tx
    .update(externalMovements)
    .set({ creditorId: values.creditorId, status: values.status, payload: { lines: values.lines } })
    .where(and(eq(externalMovements.customerCode, customerCode), eq(externalMovements.id, id)));
}

export async function deleteExternal(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx
    .delete(externalMovements)
    .where(and(eq(externalMovements.customerCode, customerCode), eq(externalMovements.id, id)));
}

export async function markCharged(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  movementId: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(externalMovements)
    .set({ chargeMovementId: movementId })
    .where(and(eq(externalMovements.customerCode, customerCode), inArray(externalMovements.id, [...ids])));
}

export function creditorExists(tx: Tx, customerCode: string, id: number) {
  return tx
    .select({ id: creditors.id })
    .from(creditors)
    .where(and(eq(creditors.customerCode, customerCode), eq(creditors.id, id)));
}
