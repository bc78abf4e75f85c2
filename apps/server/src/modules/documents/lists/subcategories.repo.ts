import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { sameSchool } from '../../../db/same-school.ts';
import { categories, subcategories } from '../../../db/schema/index.ts';
import type { SummarySubcategory } from './subcategories-summary.ts';

/** The subcategories of a register with their categories' codes and names. */
export async function registerSubcategories(
  tx: Tx,
  customerCode: string,
  registerId: number,
): Promise<SummarySubcategory[]> {
  return tx
    .select({
      categoryCode: categories.code,
      categoryDescription: categories.description,
      subcategoryCode: subcategories.code,
      subcategoryDescription: subcategories.description,
    })
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .where(and(eq(subcategories.customerCode, customerCode), eq(categories.registerId, registerId)))
    .orderBy(asc(categories.code), asc(subcategories.code));
}
