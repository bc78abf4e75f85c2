import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import {
  aggregations,
  categories,
  registers,
  subcategories,
  subcategoryRates,
} from '../../db/schema/index.ts';

export function listRegisters(tx: Tx, customerCode: string) {
  return tx
    .select()
    .from(registers)
    .where(eq(registers.customerCode, customerCode))
    .orderBy(asc(registers.position));
}

export async function findRegister(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(registers)
    .where(and(eq(registers.customerCode, customerCode), eq(registers.id, id)));
  return row;
}

export function listAggregations(tx: Tx, customerCode: string) {
  return tx
    .select()
    .from(aggregations)
    .where(eq(aggregations.customerCode, customerCode))
    .orderBy(asc(aggregations.code));
}

export async function findAggregation(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select()
    .from(aggregations)
    .where(and(eq(aggregations.customerCode, customerCode), eq(aggregations.id, id)));
  return row;
}

export async function insertAggregation(tx: Tx, row: typeof aggregations.$inferInsert) {
  const [saved] = await tx.insert(aggregations).values(row).returning();
  return saved;
}

export async function updateAggregation(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: { code: string; description: string },
) {
  await tx
    .update(aggregations)
    .set(changes)
    .where(and(eq(aggregations.customerCode, customerCode), eq(aggregations.id, id)));
}

export async function deleteAggregation(tx: Tx, customerCode: string, id: number) {
  await tx
    .delete(aggregations)
    .where(and(eq(aggregations.customerCode, customerCode), eq(aggregations.id, id)));
}

const categoryColumns = {
  id: categories.id,
  code: categories.code,
  description: categories.description,
  register: { id: registers.id, description: registers.description, kind: registers.kind },
};

export function listCategories(tx: Tx, customerCode: string, registerId?: number) {
  const filters: SQL[] = [eq(categories.customerCode, customerCode)];
  if (registerId) filters.push(eq(categories.registerId, registerId));
  return tx
    .select(categoryColumns)
    .from(categories)
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .where(and(...filters))
    .orderBy(asc(registers.position), asc(categories.code));
}

export async function findCategory(tx: Tx, customerCode: string, id: number) {
  const [row] = await tx
    .select(categoryColumns)
    .from(categories)
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .where(and(eq(categories.customerCode, customerCode), eq(categories.id, id)));
  return row;
}

export async function insertCategory(tx: Tx, row: typeof categories.$inferInsert) {
  const [saved] = await tx.insert(categories).values(row).returning({ id: categories.id });
  return saved;
}

export async function updateCategory(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: { registerId: number; code: string; description: string },
) {
  await tx
    .update(categories)
    .set(changes)
    .where(and(eq(categories.customerCode, customerCode), eq(categories.id, id)));
}

export async function deleteCategory(tx: Tx, customerCode: string, id: number) {
  await tx.delete(categories).where(and(eq(categories.customerCode, customerCode), eq(categories.id, id)));
}

/** The rate in force in `year`, or else the first one to come. */
export function rateInForce(year: number) {
  const order = sql`(${subcategoryRates.validFromYear} <= ${year}) desc,
    case when ${subcategoryRates.validFromYear} <= ${year} then -${subcategoryRates.validFromYear} else ${subcategoryRates.validFromYear} end`;
  const pick = (column: SQL) => sql`(select ${column} from ${subcategoryRates}
    where ${subcategoryRates.customerCode} = ${subcategories.customerCode} and ${subcategoryRates.subcategoryId} = ${subcategories.id}
    order by ${order} limit 1)`;
  return {
    percent: pick(sql`${subcategoryRates.percent}`).mapWith(String),
    validFromYear: pick(sql`${subcategoryRates.validFromYear}`).mapWith(Number),
  };
}

/** Subcategories with the rate in force in `year` (a percent as text, or null when none is set), by code. */
export function subcategoriesWithRate(tx: Tx, customerCode: string, ids: readonly number[], year: number) {
  if (ids.length === 0) return Promise.resolve([]);
  const rate = rateInForce(year);
  return tx
    .select({
      id: subcategories.id,
      code: subcategories.code,
      description: subcategories.description,
      percent: rate.percent,
    })
    .from(subcategories)
    .where(and(eq(subcategories.customerCode, customerCode), inArray(subcategories.id, [...ids])))
    .orderBy(subcategories.code, subcategories.id);
}

export async function upsertRate(tx: Tx, row: typeof subcategoryRates.$inferInsert) {
  await tx
    .insert(subcategoryRates)
    .values(row)
    .onConflictDoUpdate({
      target: [subcategoryRates.customerCode, subcategoryRates.subcategoryId, subcategoryRates.validFromYear],
      set: { percent: row.percent },
    });
}
