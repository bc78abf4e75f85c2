import { PENDING_IMPORT_STATES } from '@inventario/shared/contracts/imports';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';

export type ImportRow = typeof imports.$inferSelect;

export async function insertImport(
  tx: Tx,
  row: Pick<
    ImportRow,
    | 'id'
    | 'customerCode'
    | 'type'
    | 'listKind'
    | 'state'
    | 'fileName'
    | 'sizeBytes'
    | 'sha256'
    | 'storageKey'
    | 'createdBy'
    | 'createdAt'
  > &
    Partial<Pick<ImportRow, 'mergeId' | 'validatedAt' | 'report'>>,
): Promise<ImportRow> {
  const [saved] = await tx.insert(imports).values(row).returning();
  if (!saved) throw new Error('the import was not inserted');
  return saved;
}

export async function findImport(tx: Tx, customerCode: string, id: string): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(and(eq(imports.customerCode, customerCode), eq(imports.id, id)));
  return row;
}

/** The school's pending import, locked for the caller's transaction when `lock`. */
export async function findPendingImport(
  tx: Tx,
  customerCode: string,
  options: { lock?: boolean } = {},
): Promise<ImportRow | undefined> {
  const query = tx
    .select()
    .from(imports)
    .where(and(eq(imports.customerCode, customerCode), inArray(imports.state, [...PENDING_IMPORT_STATES])));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A merge's receipt that is not discarded: waiting for its mapping (ready), or imported. */
export async function findMergeReceipt(
  tx: Tx,
  customerCode: string,
  mergeId: number,
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.customerCode, customerCode),
        eq(imports.mergeId, mergeId),
        inArray(imports.state, ['ready', 'importing', 'imported']),
      ),
    )
    .limit(1);
  return row;
}

/** The school's latest import of a type (and list) that ended, imported or failed. */
export async function findLastEnded(
  tx: Tx,
  customerCode: string,
  kind: { type: number; listKind: string | null },
): Promise<ImportRow | undefined> {
  const [row] = await tx
    .select()
    .from(imports)
    .where(
      and(
        eq(imports.customerCode, customerCode),
        eq(imports.type, kind.type),
        kind.listKind === null ? isNull(imports.listKind) : eq(imports.listKind, kind.listKind),
        inArray(imports.state, ['imported', 'failed']),
      ),
    )
    .orderBy(desc(imports.finishedAt))
    .limit(1);
  return row;
}

/** Moves an import from one state to another; false when it was not in `from` any more. */
export async function moveImport(
  tx: Tx,
  customerCode: string,
  id: string,
  from: readonly string[],
  changes: Partial<Omit<ImportRow, 'id' | 'customerCode'>>,
): Promise<boolean> {
  const moved = await tx
    .update(imports)
    .set(changes)
    .where(and(eq(imports.customerCode, customerCode), eq(imports.id, id), inArray(imports.state, [...from])))
    .returning({ id: imports.id });
  return moved.length > 0;
}

/** How far a running import has got, for the processes that do not run it. */
export async function setProgress(
  tx: Tx,
  customerCode: string,
  id: string,
  done: number,
  total: number,
): Promise<void> {
  await tx
    .update(imports)
    .set({ progressDone: done, progressTotal: total })
    .where(and(eq(imports.customerCode, customerCode), eq(imports.id, id), eq(imports.state, 'importing')));
}
