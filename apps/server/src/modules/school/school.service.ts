import type { SchoolSummary, UsedCode } from '@inventario/shared/contracts/school';
import { LABEL_HEADING_MAX } from '@inventario/shared/domain/labels/labels-setting';
import { findCustomer, listSchools } from '../../customer-area/customer-area.service.ts';
import type { Db } from '../../db/client.ts';
import { inTenantTransaction } from '../../db/tenant.ts';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { type RequestContext, sessionIdOf } from '../../http/request-context.ts';
import { recordAudit } from '../audit/audit.repo.ts';
import { provisionCatalogue } from '../catalogue/catalogue-provisioning.ts';
import { setActingCustomer } from '../session/session.repo.ts';
import { forgetSession } from '../session/session.service.ts';
import * as repo from './school.repo.ts';
import { insertSchoolData } from './school-data.repo.ts';

/**
 * Makes sure the inventory knows a school that the customer area knows, the first time one of its
 * users signs in or vendor staff select it: its general data and its default registers and
 * subcategories come with it.
 */
export async function ensureSchool(db: Db, customerCode: string): Promise<void> {
  const customer = await findCustomer(db, customerCode);
  if (!customer) throw new AppError('schoolNotFound', `School ${customerCode} is not a customer`);
  await inTenantTransaction(db, customerCode, async (tx) => {
    if (await repo.findSchool(tx, customerCode)) return;
    await repo.insertSchool(tx, {
      customerCode,
      codMin: customer.codMin,
      name: customer.name,
      city: customer.city,
    });
    await insertSchoolData(tx, {
      customerCode,
      heading: customer.name,
      labelHeading: customer.name.slice(0, LABEL_HEADING_MAX.default),
      manager: customer.ds,
      consignee: customer.dsga,
    });
    await provisionCatalogue(tx, customerCode);
  });
}

export function usedCode(context: RequestContext): UsedCode {
  return {
    customerCode: context.customerCode,
    impersonating: context.customerCode !== context.homeCustomerCode,
  };
}

export function listSelectableSchools(db: Db): Promise<SchoolSummary[]> {
  return listSchools(db);
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
