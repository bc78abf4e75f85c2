import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { sameSchool } from '../../db/same-school.ts';
import { assets, categories, creditors, registers, subcategories } from '../../db/schema/index.ts';

/** Queries of charges: the subcategories' registers, the creditor, the assets entered in a charge. */

export function subcategoriesWithRegister(tx: Tx, customerCode: string, ids: number[]) {
  return tx
    .select({
      id: subcategories.id,
      registerId: registers.id,
      registerKind: registers.kind,
      hasDurableRegister: registers.hasDurableRegister,
    })
    .from(subcategories)
    .innerJoin(categories, sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId)))
    .innerJoin(registers, sameSchool(registers, categories, eq(registers.id, categories.registerId)))
    .where(and(eq(subcategories.customerCode, customerCode), inArray(subcategories.id, ids)));
}

export async function creditorExists(tx: Tx, customerCode: string, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: creditors.id })
    .from(creditors)
    .where(and(eq(creditors.customerCode, customerCode), eq(creditors.id, id)));
  return rows.length > 0;
}

export async function insertAssets(tx: Tx, rows: (typeof assets.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(assets)
    .values(rows)
    .returning({ id: assets.id, historicalPriceCents: assets.historicalPriceCents });
}
