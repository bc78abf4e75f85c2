import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  aggregations,
  categories,
  registers,
  subcategories,
  subcategoryRates,
} from '../../db/schema/index.ts';
import { defaultCatalogue, defaultCodeOf } from './default-catalogue.ts';

/**
 * Gives a new school the registers of art. 31 and the default categories, subcategories, rates and
 * Model K aggregations, for the school to check and adapt (DOMAIN §2). Does nothing for a school that
 * already has registers.
 */
export async function provisionCatalogue(tx: Tx, customerCode: string): Promise<void> {
  const existing = await tx
    .select({ id: registers.id })
    .from(registers)
    .where(eq(registers.customerCode, customerCode))
    .limit(1);
  if (existing.length > 0) return;
  const catalogue = defaultCatalogue();

  const registerRows = await tx
    .insert(registers)
    .values(catalogue.registers.map((r, position) => ({ ...r, customerCode, position })))
    .returning({ id: registers.id, kind: registers.kind });
  const registerIds = new Map(registerRows.map((r) => [r.kind, r.id]));

  const aggregationRows = await tx
    .insert(aggregations)
    .values(catalogue.aggregations.map((a) => ({ ...a, customerCode })))
    .returning({ id: aggregations.id, code: aggregations.code });
  const aggregationIds = new Map(aggregationRows.map((a) => [a.code, a.id]));

  const categoryIds = new Map<string, number>();
  for (const entry of catalogue.subcategories) {
    const key = `${entry.register}.${entry.category[0]}`;
    let categoryId = categoryIds.get(key);
    if (categoryId === undefined) {
      const [row] = await tx
        .insert(categories)
        .values({
          customerCode,
          registerId: required(registerIds.get(entry.register)),
          code: entry.category[0],
          description: entry.category[1],
        })
        .returning({ id: categories.id });
      categoryId = required(row?.id);
      categoryIds.set(key, categoryId);
    }
    const [subcategory] = await tx
      .insert(subcategories)
      .values({
        customerCode,
        categoryId,
        code: entry.code,
        description: entry.description,
        aggregationId: aggregationIds.get(entry.aggregation) ?? null,
        defaultCode: defaultCodeOf(entry),
      })
      .returning({ id: subcategories.id });
    await tx.insert(subcategoryRates).values({
      customerCode,
      subcategoryId: required(subcategory?.id),
      validFromYear: catalogue.validFromYear,
      percent: String(entry.rate),
    });
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('default catalogue is inconsistent');
  return value;
}
