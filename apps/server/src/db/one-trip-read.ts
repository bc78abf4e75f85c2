import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { RequestContext } from '../http/request-context.ts';
import { type Db, queryRows, type RowReader } from './client.ts';
import { refuseEndedSession, sessionTenantStatement } from './tenant.ts';
import { read } from './unit-of-work.ts';

const dialect = new PgDialect();

/**
 * A request's read of one statement in a single round trip: BEGIN, the session's tenant statement,
 * the query and COMMIT travel to PostgreSQL as one message of the simple protocol, with the values
 * written in as literals. On a small shared machine each round trip costs about a quarter of a
 * millisecond of CPU on each side, as much as running a list page (bench/README.md), and a
 * transaction takes four. Embedded PGlite (no network) and the system's own work take the ordinary
 * transaction.
 */
export async function readInOneTrip<T>(db: Db, context: RequestContext, query: SQL): Promise<T[]> {
  const pool = (db as { $client?: unknown }).$client;
  const { sessionId, customerCode } = context;
  if (!(pool instanceof pg.Pool) || sessionId === null) {
    return read(db, context, (tx) => queryRows<T>(tx, query));
  }
  const text = [
    'begin',
    withLiterals(sessionTenantStatement(sessionId, customerCode)),
    withLiterals(query),
    'commit',
  ];
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    const results = (await client.query({ text: text.join(';\n'), types })) as unknown as pg.QueryResult[];
    refuseEndedSession(results[1]?.rows[0]?.tenant);
    return (results[2]?.rows ?? []) as T[];
  } catch (error) {
    // A statement that failed left its transaction open, aborted, on this connection.
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** Reads each statement on its own, in one round trip (list pages: one statement, page and count). */
export function readEach(db: Db, context: RequestContext): RowReader {
  return (query) => readInOneTrip(db, context, query);
}

/**
 * The statement with its parameters written in as quoted literals, which PostgreSQL types from where
 * they stand exactly as it types the untyped parameters the driver sends otherwise.
 */
export function withLiterals(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (['string', 'number', 'bigint', 'boolean'].includes(typeof value))
    return pg.escapeLiteral(String(value));
  throw new Error(`A ${typeof value} parameter cannot be written as a literal`);
}

/** Dates and timestamps as PostgreSQL writes them, as drizzle's driver answers them everywhere else. */
const asText = new Set([
  pg.types.builtins.DATE,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.INTERVAL,
  1182, // date[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    asText.has(oid) ? (value: string) => value : pg.types.getTypeParser(oid, format),
};
