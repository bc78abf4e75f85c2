import type { AuditSearch } from '@inventario/shared/contracts/audit';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

/** Days are the school's (Europe/Rome): `to` includes its whole day. */
const SCHOOL_TIME_ZONE = 'Europe/Rome';

function conditions(customerCode: string, search: AuditSearch): SQL[] {
  const where: SQL[] = [eq(auditEvents.customerCode, customerCode)];
  if (search.username) where.push(eq(auditEvents.actorUsername, search.username));
  if (search.entity) where.push(eq(auditEvents.entity, search.entity));
  if (search.entityId) where.push(eq(auditEvents.entityId, search.entityId));
  if (search.action) {
    where.push(
      search.action.endsWith('.')
        ? sql`starts_with(${auditEvents.action}, ${search.action})`
        : eq(auditEvents.action, search.action),
    );
  }
  if (search.from) {
    where.push(sql`${auditEvents.at} >= (${search.from}::date)::timestamp at time zone ${SCHOOL_TIME_ZONE}`);
  }
  if (search.to) {
    where.push(
      sql`${auditEvents.at} < ((${search.to}::date + 1)::timestamp at time zone ${SCHOOL_TIME_ZONE})`,
    );
  }
  return where;
}

/** A window of the school's events matching the search, newest first. */
export function findEvents(
  tx: Tx,
  customerCode: string,
  search: AuditSearch,
  window: { limit: number; offset: number },
) {
  return tx
    .select()
    .from(auditEvents)
    .where(and(...conditions(customerCode, search)))
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countEvents(tx: Tx, customerCode: string, search: AuditSearch): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(auditEvents)
    .where(and(...conditions(customerCode, search)));
  return row?.total ?? 0;
}

/** The users who wrote the school's events, by name. */
export async function findUsernames(tx: Tx, customerCode: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ username: auditEvents.actorUsername })
    .from(auditEvents)
    .where(eq(auditEvents.customerCode, customerCode))
    .orderBy(auditEvents.actorUsername);
  return rows.map((row) => row.username);
}
