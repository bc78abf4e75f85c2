import type { UsedCode } from '@inventario/shared/contracts/school';
import type { Db } from '../../db/client.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { type RequestContext, sessionIdOf } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import { ensureSchool } from '../school/school.service.ts';
import { setActingCustomer } from './session.repo.ts';
import { forgetSession } from './session.service.ts';

/** The school a session acts for (`/school/codMin`): vendor staff choose it, everybody else has their own. */
export function usedCode(context: RequestContext): UsedCode {
  return {
    customerCode: context.customerCode,
    impersonating: context.customerCode !== context.homeCustomerCode,
  };
}

/**
 * Vendor staff act for another school until they reset: every later call of this session acts for
 * it, and the audit event records both the staff member and the school acted for.
 */
export async function impersonate(db: Db, context: RequestContext, customerCode: string): Promise<UsedCode> {
  await ensureSchool(db, customerCode);
  const sessionId = sessionIdOf(context);
  const acting = { ...context, customerCode };
  await mutate(db, acting, async (tx) => {
    await setActingCustomer(tx, sessionId, customerCode === context.homeCustomerCode ? null : customerCode);
    await recordAudit(tx, acting, {
      action: 'school.impersonate',
      entity: 'session',
      entityId: sessionId,
      before: { customerCode: context.customerCode },
      after: { customerCode },
    });
  });
  forgetSession(sessionId);
  return usedCode(acting);
}

/** Back to the staff member's own school. */
export async function resetImpersonation(db: Db, context: RequestContext): Promise<UsedCode> {
  const sessionId = sessionIdOf(context);
  await mutate(db, context, async (tx) => {
    await setActingCustomer(tx, sessionId, null);
    await recordAudit(tx, context, {
      action: 'school.resetImpersonation',
      entity: 'session',
      entityId: sessionId,
      before: { customerCode: context.customerCode },
      after: { customerCode: context.homeCustomerCode },
    });
  });
  forgetSession(sessionId);
  return usedCode({ ...context, customerCode: context.homeCustomerCode });
}
