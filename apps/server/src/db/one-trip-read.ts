import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { RequestContext } from '../http/request-context.ts';
import { type Db, queryRows, type RowReader } from './client.ts';
import { confirmSessionOpen, refuseEndedSession, sessionTenantStatement } from './tenant.ts';
import { read } from './unit-of-work.ts';

const dialect = new PgDialect();

/**
 * A request's read of one statement in a single round trip: BEGIN, the session's tenant statement,
 * the query and COMMIT travel to PostgreSQL as one message of the simple protocol. On a small shared
 * machine each round trip costs about a quarter of a millisecond of CPU on each side, as much as
 * running a list page (bench/README.md), and a transaction takes four. The statements are prepared
 * once per connection and run with generic plans: planning a list page cost a third of running it,
 * and the pages' plans follow from the shape of their filters, not from the values. Embedded PGlite
 * (no network) and the system's own work take the ordinary transaction.
 */
export async function readInOneTrip<T>(db: Db, context: RequestContext, query: SQL): Promise<T[]> {
  const pool = (db as { $client?: unknown }).$client;
  const { sessionId, customerCode } = context;
  if (!(pool instanceof pg.Pool) || sessionId === null) {
    return read(db, context, (tx) => queryRows<T>(tx, query));
  }
  const client = await pool.connect();
  const known = preparedOn(client);
  const tenant = execution(sessionTenantStatement(sessionId, customerCode), known);
  const page = execution(query, known);
  const text = [
    'begin',
    'set local plan_cache_mode = force_generic_plan',
    ...tenant.statements,
    ...page.statements,
    'commit',
  ];
  let results: pg.QueryResult[];
  try {
    results = (await client.query({ text: text.join(';\n'), types })) as unknown as pg.QueryResult[];
  } catch (error) {
    // The connection may hold an aborted transaction and statements prepared by it: close it.
    client.release(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  known.add(tenant.name).add(page.name);
  client.release();
  refuseEndedSession(results[1 + tenant.statements.length]?.rows[0]?.tenant);
  confirmSessionOpen(context);
  return (results.at(-2)?.rows ?? []) as T[];
}

const preparedByConnection = new WeakMap<pg.PoolClient, Set<string>>();

function preparedOn(client: pg.PoolClient): Set<string> {
  const known = preparedByConnection.get(client) ?? new Set<string>();
  preparedByConnection.set(client, known);
  return known;
}

/** The statements that run `query` on a connection: its PREPARE the first time, then EXECUTE. */
function execution(query: SQL, known: Set<string>): { name: string; statements: string[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `one_trip_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const run = params.length ? `execute ${name}(${params.map(literal).join(', ')})` : `execute ${name}`;
  return { name, statements: known.has(name) ? [run] : [`prepare ${name} as ${text}`, run] };
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
