import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { numberCounters, schoolData } from '../../db/schema/index.ts';

/**
 * Takes `count` numbers of a counter and answers the first. The row is created at `startAfter` the
 * first time; its update holds a row lock until the transaction ends, so concurrent users queue and a
 * rollback gives the numbers back: the sequence stays gapless (DOMAIN §2).
 */
export async function takeNumbers(
  tx: Tx,
  customerCode: string,
  scope: string,
  count: number,
  startAfter = 0,
): Promise<number> {
  const [row] = await tx
    .insert(numberCounters)
    .values({ customerCode, scope, last: startAfter + count })
    .onConflictDoUpdate({
      target: [numberCounters.customerCode, numberCounters.scope],
      set: { last: sql`${numberCounters.last} + ${count}` },
    })
    .returning({ last: numberCounters.last });
  if (!row) throw new Error(`counter ${scope} returned nothing`);
  return row.last - count + 1;
}

/**
 * `takeNumbers` as a statement to put in a `WITH` (`… as (${numbersTaken(…)})`), for a count known
 * only inside the same statement (`count`, an integer expression): the counter goes up by it and the
 * statement answers its new `last` (the numbers taken are last − count + 1 … last). A count of zero
 * takes nothing and answers no row: the counter is not even created.
 */
export function numbersTaken(customerCode: string, scope: string, count: SQL): SQL {
  return sql`insert into number_counters (customer_code, scope, last)
    select ${customerCode}, ${scope}, taken.count from (select (${count})::int as count) taken where taken.count > 0
    on conflict (customer_code, scope) do update set last = number_counters.last + excluded.last
    returning last`;
}

const durableColumns = {
  movable: schoolData.lastDurableMovable,
  books: schoolData.lastDurableBooks,
  historic: schoolData.lastDurableHistoric,
  vehicles: schoolData.lastDurableVehicles,
} as const;

export type DurableRegisterKind = keyof typeof durableColumns;

/**
 * Durable numbers continue from the last number kept in the school's settings (spec 02 §3), so the
 * settings always show the number last used.
 */
export async function takeDurableNumbers(
  tx: Tx,
  customerCode: string,
  kind: DurableRegisterKind,
  count: number,
): Promise<number> {
  const column = durableColumns[kind];
  const [row] = await tx
    .update(schoolData)
    .set({ [columnKey(kind)]: sql`${column} + ${count}` })
    .where(and(eq(schoolData.customerCode, customerCode)))
    .returning({ last: column });
  if (!row) throw new Error('school data missing');
  return row.last - count + 1;
}

function columnKey(kind: DurableRegisterKind) {
  const keys = {
    movable: 'lastDurableMovable',
    books: 'lastDurableBooks',
    historic: 'lastDurableHistoric',
    vehicles: 'lastDurableVehicles',
  } as const;
  return keys[kind];
}

/** The last number a counter gave, 0 when it never gave one. */
export async function counterLast(tx: Tx, customerCode: string, scope: string): Promise<number> {
  const [row] = await tx
    .select({ last: numberCounters.last })
    .from(numberCounters)
    .where(and(eq(numberCounters.customerCode, customerCode), eq(numberCounters.scope, scope)));
  return row?.last ?? 0;
}

export async function setCounterLast(
  tx: Tx,
  customerCode: string,
  scope: string,
  last: number,
): Promise<void> {
  await tx
    .update(numberCounters)
    .set({ last })
    .where(and(eq(numberCounters.customerCode, customerCode), eq(numberCounters.scope, scope)));
}

export async function durableLast(tx: Tx, customerCode: string, kind: DurableRegisterKind): Promise<number> {
  const [row] = await tx
    .select({ last: durableColumns[kind] })
    .from(schoolData)
    .where(eq(schoolData.customerCode, customerCode));
  return row?.last ?? 0;
}

export async function setDurableLast(
  tx: Tx,
  customerCode: string,
  kind: DurableRegisterKind,
  last: number,
): Promise<void> {
  await tx
    .update(schoolData)
    .set({ [columnKey(kind)]: last })
    .where(eq(schoolData.customerCode, customerCode));
}

/** Makes a counter go on after `last` at least (an import brings numbers already used). */
export async function raiseCounterLast(
  tx: Tx,
  customerCode: string,
  scope: string,
  last: number,
): Promise<void> {
  await tx
    .insert(numberCounters)
    .values({ customerCode, scope, last })
    .onConflictDoUpdate({
      target: [numberCounters.customerCode, numberCounters.scope],
      set: { last: sql`greatest(${numberCounters.last}, ${last})` },
    });
}

/** Makes a durable register's numbering in the settings go on after `last` at least. */
export async function raiseDurableLast(
  tx: Tx,
  customerCode: string,
  kind: DurableRegisterKind,
  last: number,
): Promise<void> {
  await tx
    .update(schoolData)
    .set({ [columnKey(kind)]: sql`greatest(${durableColumns[kind]}, ${last})` })
    .where(eq(schoolData.customerCode, customerCode));
}
