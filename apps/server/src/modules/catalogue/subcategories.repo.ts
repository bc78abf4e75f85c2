import { and, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { aggregations, categories, registers, subcategories } from '../../db/schema/index.ts';
import { containsPattern } from '../../http/paging.ts';
import { rateInForce } from './catalogue.repo.ts';

export interface SubcategoryFilter {
  customerCode: string;
  id?: number | undefined;
  registerId?: number | undefined;
  categoryId?: number | undefined;
  text?: string | undefined;
  withoutAggregation?: boolean | undefined;
}

function conditions(filter: SubcategoryFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(subcategories.customerCode, filter.customerCode)];
  if (filter.id) parts.push(eq(subcategories.id, filter.id));
  if (filter.registerId) parts.push(eq(categories.registerId, filter.registerId));
  if (filter.categoryId) parts.push(eq(subcategories.categoryId, filter.categoryId));
  if (filter.withoutAggregation) parts.push(isNull(subcategories.aggregationId));
  if (filter.text?.trim()) {
    const pattern = containsPattern(filter.text);
    parts.push(
      or(
        ilike(subcategories.code, pattern),
        ilike(subcategories.description, pattern),
        ilike(categories.description, pattern),
      ),
    );
  }
  return and(...parts);
}

/** The columns a subcategory list can be sorted by. */
export const subcategorySortColumns = {
  registerDescription: registers.position,
  categoryCode: categories.code,
  code: subcategories.code,
  description: subcategories.description,
  aggregationCode: aggregations.code,
};

function selection(year: number) {
  return {
    id: subcategories.id,
    code: subcategories.code,
    description: subcategories.description,
    defaultCode: subcategories.defaultCode,
    category: { id: categories.id, code: categories.code, description: categories.description },
    register: { id: registers.id, description: registers.description, kind: registers.kind },
    aggregationId: aggregations.id,
    aggregationCode: aggregations.code,
    aggregationDescription: aggregations.description,
    rate: rateInForce(year),
  };
}

function joined(tx: Tx, year: number) {
  return tx
    .select(selection(year))
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .leftJoin(
      aggregations,
      sameSchool(aggregations, subcategories, eq(aggregations.id, subcategories.aggregationId)),
    );
}

export type SubcategoryRow = Awaited<ReturnType<typeof findSubcategories>>[number];

export function findSubcategories(
  tx: Tx,
  filter: SubcategoryFilter,
  year: number,
  order: SQL[],
  window?: { limit: number; offset: number },
) {
  const query = joined(tx, year)
    .where(conditions(filter))
    .orderBy(...order);
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countSubcategories(tx: Tx, filter: SubcategoryFilter): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .where(conditions(filter));
  return row?.n ?? 0;
}

export async function insertSubcategory(tx: Tx, row: typeof subcategories.$inferInsert) {
  const [saved] = await tx.insert(subcategories).values(row).returning({ id: subcategories.id });
  return saved;
}

export async function updateSubcategory(
  tx: Tx,
  customerCode: string,
  id: number,
  changes: { categoryId: number; code: string; description: string; aggregationId: number | null },
) {
  await tx
    .update(subcategories)
    .set(changes)
    .where(and(eq(subcategories.customerCode, customerCode), eq(subcategories.id, id)));
}

export async function deleteSubcategory(tx: Tx, customerCode: string, id: number) {
  await tx
    .delete(subcategories)
    .where(and(eq(subcategories.customerCode, customerCode), eq(subcategories.id, id)));
}
