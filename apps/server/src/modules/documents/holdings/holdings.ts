import { type SQL, sql } from 'drizzle-orm';

/** Values as a list of bound parameters, for `in (...)`; never empty (`in ()` is not SQL). */
export function sqlList(values: readonly (string | number)[]): SQL {
  if (values.length === 0) throw new Error('An empty list has no SQL');
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** A boolean column as the drivers return it: `true` from node-postgres and PGlite, `'t'` as text. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 't';
}

/**
 * The assets (`a`) of one register, when a print is limited to one (the Register field of the print
 * dialog, spec 01 §2), else every asset.
 */
export function inRegister(idRegister: number | undefined): SQL {
  return idRegister === undefined ? sql`true` : sql`a.register_id = ${idRegister}`;
}
