import { and, asc, count, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { labelsSettings, schools } from '../../db/schema/index.ts';

/** A layout's stored columns, as written by a school (never for the product's defaults). */
export type LayoutValues = Pick<
  typeof labelsSettings.$inferInsert,
  'description' | 'kind' | 'rowsNumber' | 'columnsNumber' | 'barcodeScale' | 'symbols'
>;

/** The product's defaults, which every school sees, and the school's own layouts. */
const visibleTo = (customerCode: string) =>
  or(isNull(labelsSettings.customerCode), eq(labelsSettings.customerCode, customerCode));

/** Only the school's own layouts can be written. */
const ownedBy = (customerCode: string, id: number) =>
  and(eq(labelsSettings.customerCode, customerCode), eq(labelsSettings.id, id));

/** Every column, and the ministerial code of the owning school (none for the defaults). */
function selectLayouts(tx: Tx) {
  return tx
    .select({
      id: labelsSettings.id,
      customerCode: labelsSettings.customerCode,
      description: labelsSettings.description,
      kind: labelsSettings.kind,
      rowsNumber: labelsSettings.rowsNumber,
      columnsNumber: labelsSettings.columnsNumber,
      barcodeScale: labelsSettings.barcodeScale,
      symbols: labelsSettings.symbols,
      isDefault: labelsSettings.isDefault,
      codMin: schools.codMin,
    })
    .from(labelsSettings)
    .leftJoin(schools, eq(schools.customerCode, labelsSettings.customerCode));
}

export type LayoutRow = NonNullable<Awaited<ReturnType<typeof findLayout>>>;

export function listLayouts(tx: Tx, customerCode: string) {
  return selectLayouts(tx).where(visibleTo(customerCode)).orderBy(asc(labelsSettings.id));
}

/** One page of the visible layouts that `filter` finds, in `order`, and how many it finds in all. */
export async function searchLayouts(
  tx: Tx,
  customerCode: string,
  query: { filter: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  const where = and(visibleTo(customerCode), query.filter);
  const rows = await selectLayouts(tx)
    .where(where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await tx.select({ total: count() }).from(labelsSettings).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findLayout(tx: Tx, customerCode: string, id: number) {
  const [row] = await selectLayouts(tx).where(and(visibleTo(customerCode), eq(labelsSettings.id, id)));
  return row;
}

export async function insertLayout(tx: Tx, customerCode: string, values: LayoutValues): Promise<number> {
  const [row] = await tx
    .insert(labelsSettings)
    .values({ ...values, customerCode, isDefault: false })
    .returning({ id: labelsSettings.id });
  if (!row) throw new Error('insert returned no labels setting');
  return row.id;
}

export async function updateLayout(tx: Tx, customerCode: string, id: number, values: LayoutValues) {
  const updated = await tx
    .update(labelsSettings)
    .set(values)
    .where(ownedBy(customerCode, id))
    .returning({ id: labelsSettings.id });
  return updated.length > 0;
}

export async function deleteLayout(tx: Tx, customerCode: string, id: number) {
  const deleted = await tx
    .delete(labelsSettings)
    .where(ownedBy(customerCode, id))
    .returning({ id: labelsSettings.id });
  return deleted.length > 0;
}
