import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A table, or an alias of one, that holds a school's rows. */
interface SchoolRows {
  customerCode: AnyPgColumn;
}

/**
 * The condition that joins two tables of the school's: the same school, and the columns that link
 * them (`sameSchool(categories, subcategories, eq(categories.id, subcategories.categoryId))`). Keys
 * between school tables start with the school (docs/ARCHITECTURE.md, "Tenancy"), so the join walks
 * those keys and can never pair a row with another school's.
 */
export function sameSchool(a: SchoolRows, b: SchoolRows, ...on: (SQL | undefined)[]): SQL {
  return and(eq(a.customerCode, b.customerCode), ...on) as SQL;
}
