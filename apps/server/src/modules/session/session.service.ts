import type { SessionLoginResponse, UserClaims } from '@inventario/shared/contracts/session';
import { canEnter } from '@inventario/shared/domain/access/access';
import { touchLastSeen } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext, SessionResolver } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
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

/** Ends the caller's session (`GET /session/logout`). */
export async function closeSession(db: Db, context: RequestContext): Promise<void> {
  await repo.endSession(db, context.sessionId);
  await inTenantTransaction(db, context.customerCode, (tx) =>
    recordAudit(tx, context, { action: 'session.logout', entity: 'session', entityId: context.sessionId }),
  );
}

/** Finds the open session of a token, only for the user the token was issued to. */
export function createSessionResolver(db: Db): SessionResolver {
  return async (token, claims) => {
    const session = await repo.findOpenSession(db, hashSessionToken(token));
    if (!session || session.subject !== claims.sub) return null;
    return { id: session.id, subject: session.subject, actingCustomerCode: session.actingCustomerCode };
  };
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
