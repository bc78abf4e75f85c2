import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { printFiles, printRequests } from '../../db/schema/index.ts';

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
  /** Document types whose description matched the user's text. */
  documentTypes?: readonly number[] | undefined;
}

function conditions(filter: RequestFilter): SQL {
  const parts: (SQL | undefined)[] = [eq(printRequests.customerCode, filter.customerCode)];
  if (filter.status) parts.push(eq(printRequests.status, filter.status));
  if (filter.documentTypes) parts.push(inArray(printRequests.documentType, [...filter.documentTypes]));
  return and(...parts) as SQL;
}

/** A page of the school's requests, newest first. */
export async function findRequestPage(
  tx: Tx,
  filter: RequestFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: PrintRequestRow[]; total: number }> {
  if (filter.documentTypes?.length === 0) return { rows: [], total: 0 };
  const where = conditions(filter);
  const rows = await tx
    .select()
    .from(printRequests)
    .where(where)
    .orderBy(desc(printRequests.requestedAt), desc(printRequests.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await tx.select({ n: count() }).from(printRequests).where(where);
  return { rows, total: total?.n ?? 0 };
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
    })
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
