import type { ImportOverviewFilter } from '@inventario/shared/contracts/imports';
import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { imports } from '../../db/schema/index.ts';
import type { ImportRow } from './imports.repo.ts';

/**
 * Every school's imports for vendor staff (`/imports-detail`), in a transaction of
 * `inVendorOverviewTransaction`: newest first, `schools` the customer codes the school filter
 * matched (by code or name, in the customer area), undefined when there is none.
 */
export async function searchImportOverview(
  tx: Tx,
  filter: ImportOverviewFilter & { schools?: readonly string[] | undefined },
  page: { offset: number; limit: number },
): Promise<{ rows: ImportRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.schools) conditions.push(inArray(imports.customerCode, [...filter.schools]));
  if (filter.state) conditions.push(eq(imports.state, filter.state));
  if (filter.type) conditions.push(eq(imports.type, filter.type));
  if (filter.from) conditions.push(gte(imports.createdAt, new Date(`${filter.from}T00:00:00`)));
  if (filter.to) {
    const after = new Date(`${filter.to}T00:00:00`);
    after.setDate(after.getDate() + 1);
    conditions.push(lt(imports.createdAt, after));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await tx
    .select()
    .from(imports)
    .where(where)
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(imports).where(where);
  return { rows, total: total?.n ?? 0 };
}
