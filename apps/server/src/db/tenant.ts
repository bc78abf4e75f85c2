import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../http/app-error.ts';
import type { SessionConfirmation } from '../http/request-context.ts';
import type { Db, Tx } from './client.ts';
import { queryRows } from './client.ts';

/**
 * Runs `work` in one transaction acting for one school: the tenant is set for row-level security and
 * the transaction switches to the non-owner role the policies apply to (DESIGN §6). For the work the
 * system does itself (sign-in, demo data, tests); a request's work goes through `inSessionTransaction`.
 */
export function inTenantTransaction<T>(
  db: Db,
  customerCode: string,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // One statement, not two: every request pays this round trip (bench/README.md).
    await tx.execute(
      sql`select set_config('app.customer_code', ${customerCode}, true), set_config('role', 'inventario_app', true)`,
    );
    return work(tx);
  });
}

/**
 * The first statement of a request's transaction: it switches to the role the policies apply to and
 * sets the school, but only while the request's backend session is open; otherwise the school stays
 * empty, so nothing is visible, and `tenant` answers ''. The session behind `x-auth-token` may have
 * been read from the per-process cache (modules/session): this makes a logout effective at once for
 * every process, at no extra round trip.
 */
export function sessionTenantStatement(sessionId: number, customerCode: string): SQL {
  return sql`select set_config('role', 'inventario_app', true), set_config('app.customer_code',
    coalesce((select ${customerCode}::text from app_sessions where id = ${sessionId} and ended_at is null), ''),
    true) as tenant`;
}

export function refuseEndedSession(tenant: string | undefined): void {
  if (!tenant) throw new AppError('unauthorized', 'Unknown or ended session');
}

/** The request's session was found open: its answer needs no other check (http/request-context.ts). */
export function confirmSessionOpen(session: { sessionOpen?: SessionConfirmation | undefined }): void {
  if (session.sessionOpen) session.sessionOpen.confirmed = true;
}

/**
 * Runs a request's work for the school it acts for, in one transaction whose first statement checks
 * that the request's session is still open (`sessionTenantStatement`). A session id of null is the
 * system's own work.
 */
export function inSessionTransaction<T>(
  db: Db,
  session: { sessionId: number | null; customerCode: string; sessionOpen?: SessionConfirmation | undefined },
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { sessionId, customerCode } = session;
  if (sessionId === null) return inTenantTransaction(db, customerCode, work);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ tenant: string }>(tx, sessionTenantStatement(sessionId, customerCode));
    refuseEndedSession(row?.tenant);
    confirmSessionOpen(session);
    return work(tx);
  });
}

/**
 * Runs vendor staff's read across schools (`/imports-detail`): the policies' role, and the one setting
 * the `vendor_overview` policies open to, set only while the request's session is open. The routes
 * that call it are vendor staff's alone (`access: 'vendor'`).
 */
export function inVendorOverviewTransaction<T>(
  db: Db,
  sessionId: number | null,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ overview: string }>(
      tx,
      sql`select set_config('role', 'inventario_app', true), set_config('app.vendor_overview',
        coalesce((select 'on' from app_sessions where id = ${sessionId ?? -1} and ended_at is null), ''),
        true) as overview`,
    );
    refuseEndedSession(row?.overview);
    return work(tx);
  });
}
