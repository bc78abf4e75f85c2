import type { SessionLoginResponse, UserClaims } from '@inventario/shared/contracts/session';
import { canEnter, isVendorStaff } from '@inventario/shared/domain/access/access';
import { LRUCache } from 'lru-cache';
import { touchLastSeen } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type RequestContext,
  type SessionRecord,
  type SessionResolver,
  sessionIdOf,
} from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { ensureSchool } from '../school/school.service.ts';
import * as repo from './session.repo.ts';
import { hashSessionToken, newSessionToken } from './session-token.ts';

/**
 * Opens a backend session for a signed-in user (`GET /session/login`). A user without licence INV or
 * role inv.default is refused with `userError` (spec 01 §8: "permissions not sufficient").
 */
export async function openSession(db: Db, claims: UserClaims): Promise<SessionLoginResponse> {
  if (!canEnter(claims)) throw new AppError('userError', 'Licence INV and role inv.default are required');
  const customerCode = claims.customer_code;
  await ensureSchool(db, customerCode);
  const token = newSessionToken();
  const session = await repo.insertSession(db, {
    tokenHash: hashSessionToken(token),
    subject: claims.sub,
    username: claims.preferred_username,
    homeCustomerCode: customerCode,
  });
  const fullName = claims.full_name ?? [claims.given_name, claims.family_name].filter(Boolean).join(' ');
  await touchLastSeen(db, { customerCode, username: claims.preferred_username, fullName });
  const context = contextForAudit(claims, session.id);
  await inTenantTransaction(db, customerCode, (tx) =>
    recordAudit(tx, context, { action: 'session.login', entity: 'session', entityId: session.id }),
  );
  return { token };
}

/**
 * Ends the caller's session (`GET /session/logout`), in one transaction whose first statement checks
 * that it is still open (db/tenant.ts): a session already ended, on any node, is refused.
 */
export async function closeSession(db: Db, context: RequestContext): Promise<void> {
  const sessionId = sessionIdOf(context);
  await mutate(db, context, async (tx) => {
    await repo.endSession(tx, sessionId);
    await recordAudit(tx, context, { action: 'session.logout', entity: 'session', entityId: sessionId });
  });
  forgetSession(sessionId);
}

/**
 * Open sessions by token hash, so that a request does not spend a round trip on its session. Whether
 * a remembered session is still open is confirmed by the database within each request (the first
 * statement of its transaction, db/tenant.ts, or a lookup before the answer of a request that ran
 * none, http/request-context.ts), so a logout on any node holds at once. The school a session acts
 * for changes only for vendor staff, maybe on another node: their sessions are never remembered.
 */
const knownSessions = new LRUCache<string, Omit<SessionRecord, 'remembered'>>({ max: 5_000, ttl: 60_000 });
/** Counts forgets, so that a lookup that raced with a change does not put the old state back. */
let forgets = 0;

/** After the session changed or ended in this process. */
export function forgetSession(sessionId: number): void {
  forgets++;
  const stale = [...knownSessions.entries()].filter(([, session]) => session.id === sessionId);
  for (const [tokenHash] of stale) knownSessions.delete(tokenHash);
}

/** Finds the open session of a token, only for the user the token was issued to. */
export function createSessionResolver(db: Db): SessionResolver {
  return async (token, claims, options = {}) => {
    const tokenHash = hashSessionToken(token);
    const remember = !isVendorStaff(claims);
    const known = remember && !options.fresh ? knownSessions.get(tokenHash) : undefined;
    const session = known ? { ...known, remembered: true } : await lookUpSession(db, tokenHash, remember);
    return session && session.subject === claims.sub ? session : null;
  };
}

async function lookUpSession(db: Db, tokenHash: string, remember: boolean): Promise<SessionRecord | null> {
  const forgetsBefore = forgets;
  const row = await repo.findOpenSession(db, tokenHash);
  if (!row) {
    // Ended, maybe on another node: this process forgets it too.
    knownSessions.delete(tokenHash);
    return null;
  }
  const session = { id: row.id, subject: row.subject, actingCustomerCode: row.actingCustomerCode };
  if (remember && forgets === forgetsBefore) knownSessions.set(tokenHash, session);
  return { ...session, remembered: false };
}

function contextForAudit(claims: UserClaims, sessionId: number): RequestContext {
  return {
    subject: claims.sub,
    username: claims.preferred_username,
    fullName: claims.full_name ?? claims.preferred_username,
    roles: claims.roles,
    licenses: claims.licenses,
    homeCustomerCode: claims.customer_code,
    customerCode: claims.customer_code,
    sessionId,
    idempotency: undefined,
  };
}
