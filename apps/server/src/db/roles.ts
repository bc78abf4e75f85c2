import { sql } from 'drizzle-orm';
import { type Database, queryRows } from './client.ts';

/** The role a connection signs in as. */
export interface ConnectionRole {
  name: string;
  /** A superuser passes every grant, ownership and row-level security check. */
  superuser: boolean;
}

export async function connectionRole(database: Database): Promise<ConnectionRole> {
  const [role] = await queryRows<ConnectionRole>(
    database.db,
    sql`select current_user as name, rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (!role) throw new Error('the connection has no role');
  return role;
}

/**
 * One line for the operator when `variable` (DATABASE_URL…) signs in as a superuser, naming what runs
 * as it (`work`); none otherwise.
 */
export function superuserWarning(variable: string, role: ConnectionRole, work: string): string | undefined {
  if (!role.superuser) return undefined;
  return `Warning: ${variable} signs in to PostgreSQL as "${role.name}", a superuser, so ${work} run with every right on the server: create the roles README.md lists under "PostgreSQL roles" and connect as those.`;
}

/** The schemas of the application's own tables (the print queue's module grants its own). */
const APPLICATION_SCHEMAS = ['public', 'customer_area', 'identity'];

/**
 * Lets a login role that owns nothing run the application: it acts for schools as `inventario_app`,
 * the role row-level security applies to, and has no right of its own on a school's tables; it reads
 * and writes the tables of the other work (sessions, sign-in, the customer area, the product's data),
 * and can neither change the schema nor turn a policy off. Run by the owner after the migrations, at
 * every start, so tables added since are granted too. The owner needs the ADMIN OPTION on
 * `inventario_app` (README.md, "PostgreSQL roles").
 */
export async function grantLoginRole(database: Database, loginRole: string): Promise<void> {
  const role = sql.identifier(loginRole);
  // One statement per call: the embedded engine refuses several in one string.
  await database.db.execute(sql`grant inventario_app to ${role}`);
  const tables = await queryRows<{ schema: string; name: string }>(
    database.db,
    sql`select n.nspname as schema, c.relname as name from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in (${sql.join(
        APPLICATION_SCHEMAS.map((name) => sql`${name}`),
        sql`, `,
      )}) and c.relkind in ('r', 'p') and not c.relrowsecurity
      order by 1, 2`,
  );
  for (const name of APPLICATION_SCHEMAS) {
    const schema = sql.identifier(name);
    await database.db.execute(sql`grant usage on schema ${schema} to ${role}`);
    await database.db.execute(sql`grant usage, select on all sequences in schema ${schema} to ${role}`);
  }
  for (const table of tables) {
    await database.db.execute(
      sql`grant select, insert, update, delete on ${sql.identifier(table.schema)}.${sql.identifier(table.name)} to ${role}`,
    );
  }
}
