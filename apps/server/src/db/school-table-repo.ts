import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.ts';

/** A school-owned table with the usual `customer_code` and `id` columns. */
type SchoolTable = PgTable & { customerCode: PgColumn; id: PgColumn };

export interface PageQuery {
  filter: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/**
 * The plain list/search/find/insert/update/delete of a school-owned catalogue table, each query
 * filtered by the school explicitly (row-level security stays the second line of defence).
 */
export function schoolTableRepo<T extends SchoolTable>(table: T, listOrder: () => SQL[]) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'customerCode' | 'id'>;
  const ofSchool = (customerCode: string) => eq(table.customerCode, customerCode);
  const one = (customerCode: string, id: number) => and(ofSchool(customerCode), eq(table.id, id));
  // Drizzle cannot follow a generic table through its builders, hence the casts below: the rows and
  // values are typed by the table itself (`Row`, `Values`), so callers stay fully checked.
  const from = (tx: Tx) => tx.select().from(table as PgTable);

  return {
    list(tx: Tx, customerCode: string): Promise<Row[]> {
      return from(tx)
        .where(ofSchool(customerCode))
        .orderBy(...listOrder(), table.id) as Promise<Row[]>;
    },

    /** One page of the rows `filter` finds, in `order`, and how many it finds in all. */
    async search(tx: Tx, customerCode: string, query: PageQuery): Promise<{ rows: Row[]; total: number }> {
      const where = and(ofSchool(customerCode), query.filter);
      const rows = (await from(tx)
        .where(where)
        .orderBy(...query.order)
        .limit(query.limit)
        .offset(query.offset)) as Row[];
      const [counted] = await tx
        .select({ total: count() })
        .from(table as PgTable)
        .where(where);
      return { rows, total: counted?.total ?? 0 };
    },

    async find(tx: Tx, customerCode: string, id: number): Promise<Row | undefined> {
      const [row] = (await from(tx).where(one(customerCode, id))) as Row[];
      return row;
    },

    async insert(tx: Tx, customerCode: string, values: Values): Promise<Row> {
      const [row] = (await tx
        .insert(table as PgTable)
        .values({ ...values, customerCode } as never)
        .returning()) as Row[];
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(tx: Tx, customerCode: string, id: number, values: Values): Promise<Row | undefined> {
      const [row] = (await tx
        .update(table as PgTable)
        .set(values as never)
        .where(one(customerCode, id))
        .returning()) as Row[];
      return row;
    },

    async remove(tx: Tx, customerCode: string, id: number): Promise<Row | undefined> {
      const [row] = (await tx
        .delete(table as PgTable)
        .where(one(customerCode, id))
        .returning()) as Row[];
      return row;
    },
  };
}
