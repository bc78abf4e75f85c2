import type { UniversalitySearch } from '@inventario/shared/contracts/universalities';
import { INVENTORY_THRESHOLD_CENTS } from '@inventario/shared/domain/assets/threshold';
import { UNIVERSALITY_STATUS } from '@inventario/shared/domain/universalities/universality';
import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assets, movements, registers, universalities } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';

export type UniversalityFilter = Omit<UniversalitySearch, 'sortBy' | 'sortDesc'> & {
  customerCode: string;
  id?: number;
};

/** Each universality's component totals, summed once per query. */
function componentTotals(tx: Tx, customerCode: string) {
  return tx
    .select({
      universalityId: assets.universalityId,
      historicalCents: sql<number>`sum(${assets.historicalPriceCents})`.as('historical_cents'),
      actualCents: sql<number>`sum(${assets.actualPriceCents})`.as('actual_cents'),
      assetCount: count().as('asset_count'),
    })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), isNotNull(assets.universalityId)))
    .groupBy(assets.universalityId)
    .as('totals');
}

type Totals = ReturnType<typeof componentTotals>;

function totalsOf(totals: Totals) {
  return {
    historicalCents: sql<number>`coalesce(${totals.historicalCents}, 0)`.mapWith(Number),
    actualCents: sql<number>`coalesce(${totals.actualCents}, 0)`.mapWith(Number),
    assetCount: sql<number>`coalesce(${totals.assetCount}, 0)`.mapWith(Number),
  };
}

/** The sortable columns of the list (`universalitySortKeys`), over this query's totals. */
export function sortColumns(totals: Totals) {
  const sums = totalsOf(totals);
  return {
    description: universalities.description,
    totalHistoricalValue: sums.historicalCents,
    assetCount: sums.assetCount,
    inventoryNumber: universalities.inventoryNumber,
  };
}

/** Status is not stored: imported, or complete once the components reach the threshold together. */
function statusCondition(status: number, totals: Totals): SQL | undefined {
  if (status === UNIVERSALITY_STATUS.imported) return eq(universalities.imported, true);
  const reached = sql`coalesce(${totals.historicalCents}, 0) >= ${INVENTORY_THRESHOLD_CENTS}`;
  return and(
    eq(universalities.imported, false),
    status === UNIVERSALITY_STATUS.complete ? reached : sql`not (${reached})`,
  );
}

function conditions(filter: UniversalityFilter, totals: Totals): SQL | undefined {
  return and(
    eq(universalities.customerCode, filter.customerCode),
    filter.id ? eq(universalities.id, filter.id) : undefined,
    filter.description?.trim()
      ? ilike(universalities.description, containsPattern(filter.description))
      : undefined,
    filter.notCharged ? isNull(universalities.chargeMovementId) : undefined,
    filter.status === undefined ? undefined : statusCondition(filter.status, totals),
  );
}

export function findUniversalities(
  tx: Tx,
  filter: UniversalityFilter,
  order: (totals: Totals) => SQL[],
  window: { limit: number; offset: number },
) {
  const totals = componentTotals(tx, filter.customerCode);
  return tx
    .select({
      id: universalities.id,
      description: universalities.description,
      imported: universalities.imported,
      inventoryNumber: universalities.inventoryNumber,
      registerId: registers.id,
      registerDescription: registers.description,
      chargeMovementId: movements.id,
      chargeYear: movements.year,
      chargeNumber: movements.number,
      chargeDate: movements.date,
      ...totalsOf(totals),
    })
    .from(universalities)
    .leftJoin(totals, eq(totals.universalityId, universalities.id))
    .leftJoin(registers, sameSchool(registers, universalities, eq(registers.id, universalities.registerId)))
    .leftJoin(
      movements,
      sameSchool(movements, universalities, eq(movements.id, universalities.chargeMovementId)),
    )
    .where(conditions(filter, totals))
    .orderBy(...order(totals))
    .limit(window.limit)
    .offset(window.offset);
}

export type UniversalityRow = Awaited<ReturnType<typeof findUniversalities>>[number];

export async function countUniversalities(tx: Tx, filter: UniversalityFilter): Promise<number> {
  const totals = componentTotals(tx, filter.customerCode);
  const [row] = await tx
    .select({ n: count() })
    .from(universalities)
    .leftJoin(totals, eq(totals.universalityId, universalities.id))
    .where(conditions(filter, totals));
  return row?.n ?? 0;
}

/** A universality, locked so that its components and name change one request at a time. */
export async function lockUniversality(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(universalities)
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)))
    .for('update');
  return row;
}

export async function insertUniversality(tx: Tx, customerCode: string, description: string): Promise<number> {
  const [row] = await tx
    .insert(universalities)
    .values({ customerCode, description })
    .returning({ id: universalities.id });
  if (!row) throw new Error('universality insert returned nothing');
  return row.id;
}

export async function renameUniversality(
  tx: Tx,
  customerCode: string,
  id: number,
  description: string,
): Promise<void> {
  await tx
    .update(universalities)
    .set({ description, updatedAt: sql`now()` })
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)));
}

export async function deleteUniversality(tx: Tx, customerCode: string, id: number): Promise<void> {
  await tx
    .delete(universalities)
    .where(and(eq(universalities.customerCode, customerCode), eq(universalities.id, id)));
}

/** The ids of a universality's components. */
export async function componentIds(tx: Tx, customerCode: string, universalityId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.universalityId, universalityId)))
    .orderBy(asc(assets.id));
  return rows.map((r) => r.id);
}

/** The registers of the components that stay while others join. */
export async function componentRegisterIds(
  tx: Tx,
  customerCode: string,
  universalityId: number,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ registerId: assets.registerId })
    .from(assets)
    .where(and(eq(assets.customerCode, customerCode), eq(assets.universalityId, universalityId)));
  return rows.map((r) => r.registerId);
}
