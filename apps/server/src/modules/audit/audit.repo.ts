import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { RequestContext } from '../../http/request-context.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Records a mutation in the same transaction as the mutation itself, with both identities: the
 * user (and their own school) and the school they act for, which differ while vendor staff impersonate.
 */
/** Who acts: a request's context, or the one a background job acts for (an import's confirmer). */
export type AuditActor = Pick<RequestContext, 'customerCode' | 'username' | 'homeCustomerCode'>;

export async function recordAudit(tx: Tx, context: AuditActor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values({
    customerCode: context.customerCode,
    actorUsername: context.username,
    actorCustomerCode: context.homeCustomerCode,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
