import { DOCUMENT_TYPE, PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import {
  creditors,
  labelsSettings,
  locations,
  movements,
  printFiles,
  printRequests,
  registers,
  sites,
  subConsignees,
} from '../../db/schema/index.ts';

export type PrintRequestRow = typeof printRequests.$inferSelect;
export type PrintFileRow = typeof printFiles.$inferSelect;

const PENDING = [PROCESSING_STATUS.queued, PROCESSING_STATUS.processing];

export async function insertRequest(
  tx: Tx,
  row: Pick<PrintRequestRow, 'customerCode' | 'documentType' | 'conditions' | 'requestedBy'>,
): Promise<number> {
  const [inserted] = await tx
    .insert(printRequests)
    .values({ ...row, status: PROCESSING_STATUS.queued })
    .returning({ id: printRequests.id });
  if (!inserted) throw new Error('print request not inserted');
  return inserted.id;
}

/** The user's requests still queued or rendering (one print at a time: `stillProcessing`). */
export async function countPendingOf(tx: Tx, customerCode: string, username: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(printRequests)
    .where(
      and(
        eq(printRequests.customerCode, customerCode),
        eq(printRequests.requestedBy, username),
        inArray(printRequests.status, PENDING),
        // A layout's sample sheet is rendered for its save, not printed by the user.
        ne(printRequests.documentType, DOCUMENT_TYPE.labelsSample),
      ),
    );
  return row?.n ?? 0;
}

export async function countPending(tx: Tx, customerCode: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(printRequests)
    .where(and(eq(printRequests.customerCode, customerCode), inArray(printRequests.status, PENDING)));
  return row?.n ?? 0;
}

export interface RequestFilter {
  customerCode: string;
  status?: number | undefined;
  /** The user's text: the document types whose description matched it, and its ILIKE pattern. */
  text?: { documentTypes: readonly number[]; pattern: string } | undefined;
  /** The documents of one discharge proposal. */
  idOut?: number | undefined;
  /** Only the requests of this user. */
  requestedBy?: string | undefined;
}

const conditionsOf = printRequests.conditions;

/** The id a request's conditions name under `key`, directly or in a labels print's `basis`. */
function conditionId(key: string): SQL {
  return sql`coalesce(${conditionsOf} ->> ${sql.raw(`'${key}'`)}, ${conditionsOf} -> 'basis' ->> ${sql.raw(`'${key}'`)})::bigint`;
}

/** The register the request names, of the request's school. */
function registerOfRequest(): SQL {
  return sql`${registers.customerCode} = ${printRequests.customerCode} and ${registers.id} = ${conditionId('idRegister')}`;
}

/** The school's record of `table` the conditions name under `key` has a name like `pattern`. */
function namedLike(table: typeof creditors | typeof sites, name: AnyPgColumn, key: string, pattern: string) {
  return sql`exists (select 1 from ${table} where ${table.customerCode} = ${printRequests.customerCode}
    and ${table.id} = ${conditionId(key)} and ${name} ilike ${pattern})`;
}

/**
 * The type's description matched the text, or the name of what the request prints did: its register,
 * its supplier or its site.
 */
function textMatches(text: NonNullable<RequestFilter['text']>): SQL {
  const named = [
    sql`exists (select 1 from ${registers} where ${registerOfRequest()}
      and ${registers.description} ilike ${text.pattern})`,
    namedLike(creditors, creditors.displayName, 'idCreditorDebtor', text.pattern),
    namedLike(sites, sites.description, 'idSite', text.pattern),
  ];
  if (text.documentTypes.length === 0) return or(...named) as SQL;
  return or(inArray(printRequests.documentType, [...text.documentTypes]), ...named) as SQL;
}

function conditions(filter: RequestFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(printRequests.customerCode, filter.customerCode)];
  if (filter.status) parts.push(eq(printRequests.status, filter.status));
  if (filter.text) parts.push(textMatches(filter.text));
  if (filter.idOut !== undefined) {
    parts.push(eq(printRequests.documentType, DOCUMENT_TYPE.dischargeProposal));
    parts.push(sql`${conditionId('idOut')} = ${filter.idOut}`);
  }
  if (filter.requestedBy) parts.push(eq(printRequests.requestedBy, filter.requestedBy));
  return and(...parts) as SQL;
}

/** How many names of a list the summary carries (the rest is counted). */
export const NAMES_SHOWN = 3;

/**
 * A subquery nested in a SQL of its own: a single-table select writes the columns at the top of its
 * fields unqualified, and `customer_code` or `id` would then name the subquery's table on both sides.
 */
function subquery<T>(inner: SQL): SQL<T> {
  return sql<T>`(${inner})`;
}

type SchoolTable = typeof registers | typeof creditors | typeof sites | typeof locations;

/** The name of the school's record of `table` the conditions name (null if none, or deleted since). */
function nameOf(table: SchoolTable, name: AnyPgColumn, id: SQL) {
  return subquery<string | null>(sql`select ${name} from ${table}
    where ${table.customerCode} = ${printRequests.customerCode} and ${table.id} = ${id}`);
}

/** The first few names of the records a list in the conditions names, in the list's order. */
function firstNames(table: typeof subConsignees | typeof sites, list: SQL) {
  return subquery<string[]>(sql`coalesce((select jsonb_agg(named.description order by named.ord) from (
    select ${table.description} as description, chosen.ord from jsonb_array_elements_text(${list})
      with ordinality as chosen(id, ord)
    join ${table} on ${table.customerCode} = ${printRequests.customerCode} and ${table.id} = chosen.id::bigint
    order by chosen.ord limit ${sql.raw(String(NAMES_SHOWN))}) as named), '[]'::jsonb)`);
}

/**
 * The names of the records a request's conditions point at, read with the page itself (a scalar
 * subquery each, on the tables' tenant-and-id keys): null where a record was deleted since.
 */
const subjectNames = {
  registerName: subquery<string | null>(
    sql`select ${registers.description} from ${registers} where ${registerOfRequest()}`,
  ),
  creditorName: nameOf(creditors, creditors.displayName, conditionId('idCreditorDebtor')),
  siteName: nameOf(sites, sites.description, conditionId('idSite')),
  locationName: nameOf(locations, locations.description, conditionId('idLocation')),
  // The product's default layouts belong to no school.
  labelsLayoutName: subquery<string | null>(sql`select ${labelsSettings.description} from ${labelsSettings}
    where ${labelsSettings.id} = ${conditionId('idLabelsSetting')}
      and (${labelsSettings.customerCode} is null or ${labelsSettings.customerCode} = ${printRequests.customerCode})`),
  subConsigneeNames: firstNames(
    subConsignees,
    sql`coalesce(${conditionsOf} -> 'idSubConsigneeList', jsonb_build_array(${conditionsOf} -> 'idSubConsignee'))`,
  ),
  siteNames: firstNames(sites, sql`coalesce(${conditionsOf} -> 'idSiteList', '[]'::jsonb)`),
  proposal: subquery<{ progressive: number | null; year: number } | null>(
    sql`select jsonb_build_object('progressive', ${movements.progressive}, 'year', ${movements.year})
      from ${movements} where ${movements.customerCode} = ${printRequests.customerCode}
        and ${movements.id} = ${conditionId('idOut')} and ${movements.type} = ${MOVEMENT_TYPE.proposal}`,
  ),
};

export type SubjectNames = {
  [K in keyof typeof subjectNames]: (typeof subjectNames)[K] extends SQL<infer T> ? T : never;
};
export type PrintRequestWithNames = PrintRequestRow & SubjectNames;

/**
 * A request's columns as the lists read them: without a table export's cells (`rows`, up to
 * `EXPORT_TABLE_MAX_BYTES`), which only its render reads; no other document's conditions have `rows`.
 */
const listedColumns = {
  ...getTableColumns(printRequests),
  conditions: sql<unknown>`${printRequests.conditions} - 'rows'`.as('conditions'),
};

/** A page of the school's requests, newest first, with the names of what each asked for. */
export async function findRequestPage(
  tx: Tx,
  filter: RequestFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: PrintRequestWithNames[]; total: number }> {
  const where = conditions(filter);
  const rows = await tx
    .select({ ...listedColumns, ...subjectNames })
    .from(printRequests)
    .where(where)
    .orderBy(desc(printRequests.requestedAt), desc(printRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await tx.select({ n: count() }).from(printRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One of the school's requests with the names of what it asked for. */
export async function findRequestWithNames(
  tx: Tx,
  customerCode: string,
  id: number,
): Promise<PrintRequestWithNames | undefined> {
  const [row] = await tx
    .select({ ...listedColumns, ...subjectNames })
    .from(printRequests)
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
  return row;
}

export async function findRequest(
  tx: Tx,
  customerCode: string,
  id: number,
): Promise<PrintRequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(printRequests)
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
  return row;
}

export function filesOf(
  tx: Tx,
  customerCode: string,
  requestIds: readonly number[],
): Promise<PrintFileRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(printFiles)
    .where(and(eq(printFiles.customerCode, customerCode), inArray(printFiles.requestId, [...requestIds])))
    .orderBy(asc(printFiles.requestId), asc(printFiles.position));
}

export async function markProcessing(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx
    .update(printRequests)
    .set({
      status: PROCESSING_STATUS.processing,
      attempts: sql`${printRequests.attempts} + 1`,
      startedAt: new Date(),
      failureCode: null,
      progress: null,
    })
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
}

/** How far a render is (0–100), written in its own transaction while the render goes on. */
export async function markProgress(tx: Tx, customerCode: string, id: number, percent: number): Promise<void> {
  await tx
    .update(printRequests)
    .set({ progress: percent })
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
}

/** Done with its files, replacing those of an earlier attempt. */
export async function markDone(
  tx: Tx,
  customerCode: string,
  id: number,
  files: readonly Omit<PrintFileRow, 'customerCode' | 'requestId'>[],
): Promise<void> {
  await tx
    .delete(printFiles)
    .where(and(eq(printFiles.customerCode, customerCode), eq(printFiles.requestId, id)));
  if (files.length > 0) {
    await tx.insert(printFiles).values(files.map((file) => ({ ...file, customerCode, requestId: id })));
  }
  await tx
    .update(printRequests)
    .set({ status: PROCESSING_STATUS.done, finishedAt: new Date() })
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
}

/** Failed for good, or back in the queue for another attempt. */
export async function markFailure(
  tx: Tx,
  customerCode: string,
  id: number,
  failure: { code: string; final: boolean },
): Promise<void> {
  await tx
    .update(printRequests)
    .set({
      status: failure.final ? PROCESSING_STATUS.failed : PROCESSING_STATUS.queued,
      failureCode: failure.code,
      finishedAt: failure.final ? new Date() : null,
    })
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
}

export async function deleteRequest(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx
    .delete(printRequests)
    .where(and(eq(printRequests.customerCode, customerCode), eq(printRequests.id, id)));
}
