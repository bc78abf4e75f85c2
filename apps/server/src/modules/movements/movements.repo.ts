import type { MovementSearch } from '@inventario/shared/contracts/movements';
import { and, count, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditors, movementAssets, movements } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

export const movementSortColumns = {
  date: movements.date,
  number: movements.number,
  year: movements.year,
  totalValue: movements.totalCents,
  creditor: creditors.displayName,
};

export type MovementFilter = Omit<MovementSearch, 'sortBy' | 'sortDesc'> & {
  customerCode: string;
  id?: number;
};

function conditions(filter: MovementFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(movements.customerCode, filter.customerCode)];
  if (filter.id) parts.push(eq(movements.id, filter.id));
  if (filter.type) parts.push(eq(movements.type, filter.type));
  if (filter.year) parts.push(eq(movements.year, filter.year));
  if (filter.number) parts.push(eq(movements.number, filter.number));
  if (filter.date) parts.push(eq(movements.date, filter.date));
  if (filter.fromDate) parts.push(gte(movements.date, filter.fromDate));
  if (filter.toDate) parts.push(lte(movements.date, filter.toDate));
  if (filter.creditorId) parts.push(eq(movements.creditorId, filter.creditorId));
  if (filter.status !== undefined) parts.push(eq(movements.status, filter.status));
  if (filter.text?.trim()) {
    const pattern = containsPattern(filter.text);
    parts.push(
      or(
        ilike(movements.causal, pattern),
        ilike(movements.documentNumber, pattern),
        ilike(movements.notes, pattern),
        ilike(creditors.displayName, pattern),
      ),
    );
  }
  return and(...parts);
}

const joinCreditor = and(
  eq(creditors.customerCode, movements.customerCode),
  eq(creditors.id, movements.creditorId),
);

// Drizzle leaves the outer columns unqualified inside a subquery of a one-table select: name them.
const assetCount = sql<number>`(select count(*)::int from ${movementAssets}
  where ${movementAssets.customerCode} = "movements"."customer_code" and ${movementAssets.movementId} = "movements"."id")`.mapWith(
  Number,
);

export function findMovements(
  tx: Tx,
  filter: MovementFilter,
  order: SQL[],
  window: { limit: number; offset: number },
) {
  return tx
    .select({
      id: movements.id,
      type: movements.type,
      year: movements.year,
      number: movements.number,
      date: movements.date,
      status: movements.status,
      causal: movements.causal,
      creditorId: movements.creditorId,
      creditorDescription: creditors.displayName,
      documentNumber: movements.documentNumber,
      totalCents: movements.totalCents,
      assetCount,
    })
    .from(movements)
    .leftJoin(creditors, joinCreditor)
    .where(conditions(filter))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
}

export async function countMovements(tx: Tx, filter: MovementFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(movements)
    .leftJoin(creditors, joinCreditor)
    .where(conditions(filter));
  return row?.n ?? 0;
}
