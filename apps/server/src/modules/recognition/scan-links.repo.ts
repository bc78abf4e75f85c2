import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { recognitionScanLinks } from '../../db/schema/index.ts';

export type ScanLinkRow = typeof recognitionScanLinks.$inferSelect;

export async function insertLink(
  tx: Tx,
  row: typeof recognitionScanLinks.$inferInsert,
): Promise<ScanLinkRow> {
  const [inserted] = await tx.insert(recognitionScanLinks).values(row).returning();
  if (!inserted) throw new Error('the scan link was not stored');
  return inserted;
}

export function findLinks(tx: Tx, customerCode: string, recognitionId: number): Promise<ScanLinkRow[]> {
  return tx
    .select()
    .from(recognitionScanLinks)
    .where(
      and(
        eq(recognitionScanLinks.customerCode, customerCode),
        eq(recognitionScanLinks.recognitionId, recognitionId),
      ),
    )
    .orderBy(desc(recognitionScanLinks.createdAt));
}

export async function findLink(
  tx: Tx,
  customerCode: string,
  by: { id: string } | { codeHash: string } | { tokenHash: string },
) {
  const condition =
    'id' in by
      ? eq(recognitionScanLinks.id, by.id)
      : 'codeHash' in by
        ? eq(recognitionScanLinks.codeHash, by.codeHash)
        : eq(recognitionScanLinks.tokenHash, by.tokenHash);
  const [row] = await tx
    .select()
    .from(recognitionScanLinks)
    .where(and(eq(recognitionScanLinks.customerCode, customerCode), condition))
    .for('update');
  return row ?? null;
}

export async function updateLink(
  tx: Tx,
  customerCode: string,
  id: string,
  change: Partial<Pick<ScanLinkRow, 'codeUsedAt' | 'tokenHash' | 'tokenExpiresAt' | 'revokedAt'>>,
) {
  await tx
    .update(recognitionScanLinks)
    .set(change)
    .where(and(eq(recognitionScanLinks.customerCode, customerCode), eq(recognitionScanLinks.id, id)));
}
