import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { aggregations, categories, registers } from '../../../db/schema/index.ts';

/** What the import's rows point at that the school has already: its registers, categories and aggregations. */
export interface SchoolRefs {
  registers: Map<RegisterKind, { id: number; hasDurableRegister: boolean }>;
  /** By `categoryRefKey`. */
  categories: Map<string, number>;
  /** By the aggregation's code, upper-cased as the table's unique index compares it. */
  aggregations: Map<string, number>;
}

export const categoryRefKey = (registerId: number, code: string) => `${registerId}|${code.toUpperCase()}`;

export async function readSchoolRefs(tx: Tx, customerCode: string): Promise<SchoolRefs> {
  const registerRows = await tx
    .select({ id: registers.id, kind: registers.kind, hasDurableRegister: registers.hasDurableRegister })
    .from(registers)
    .where(eq(registers.customerCode, customerCode));
  const categoryRows = await tx
    .select({ id: categories.id, registerId: categories.registerId, code: categories.code })
    .from(categories)
    .where(eq(categories.customerCode, customerCode));
  const aggregationRows = await tx
    .select({ id: aggregations.id, code: aggregations.code })
    .from(aggregations)
    .where(eq(aggregations.customerCode, customerCode));
  return {
    registers: new Map(
      registerRows.map((r) => [
        r.kind as RegisterKind,
        { id: r.id, hasDurableRegister: r.hasDurableRegister },
      ]),
    ),
    categories: new Map(categoryRows.map((c) => [categoryRefKey(c.registerId, c.code), c.id])),
    aggregations: new Map(aggregationRows.map((a) => [a.code.toUpperCase(), a.id])),
  };
}

export function registerIdOf(refs: SchoolRefs, kind: RegisterKind): number {
  const register = refs.registers.get(kind);
  if (!register) throw new Error(`the school has no register ${kind}`);
  return register.id;
}

export function aggregationIdOf(refs: SchoolRefs, code: string | null): number | null {
  if (code === null) return null;
  const id = refs.aggregations.get(code.toUpperCase());
  if (id === undefined) throw new Error(`the school has no aggregation ${code}`);
  return id;
}
