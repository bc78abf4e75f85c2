import type { AuditEvent, AuditPage, AuditSearch } from '@inventario/shared/contracts/audit';
import { canReadActivityLog } from '@inventario/shared/domain/audit/audit-entities';
import { changedFields } from '@inventario/shared/domain/audit/changed-fields';
import type { Db, Tx } from '../../db/client.ts';
import type { auditEvents } from '../../db/schema/index.ts';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { pageWindow } from '../../http/paging.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as repo from './audit-log.repo.ts';
import { findRecordLabels, namesRecords } from './audit-records.repo.ts';

type EventRow = typeof auditEvents.$inferSelect;

/** The most changed fields an event lists: a big import's snapshot stays readable. */
const MAX_CHANGES = 100;

function toEvent(row: EventRow): AuditEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actor: { username: row.actorUsername, customerCode: row.actorCustomerCode },
    vendorActing: row.actorCustomerCode !== row.customerCode,
    changes: changedFields(row.before, row.after).slice(0, MAX_CHANGES),
  };
}

function requireReader(context: RequestContext): void {
  if (!canReadActivityLog(context))
    throw new AppError('forbidden', 'The activity log is not open to this user');
}

/** A window of the activity log: the page's events, and an export's rows. */
export async function auditLogWindow(
  tx: Tx,
  customerCode: string,
  search: AuditSearch,
  window: { limit: number; offset: number },
): Promise<AuditPage> {
  const rows = await repo.findEvents(tx, customerCode, search, window);
  return { events: rows.map(toEvent), total: await repo.countEvents(tx, customerCode, search) };
}

/** The id of the school record an event names, when the log can name that kind of record. */
function recordId(event: Pick<AuditEvent, 'entity' | 'entityId'>): number | undefined {
  if (!namesRecords(event.entity) || !event.entityId || !/^\d{1,15}$/.test(event.entityId)) return undefined;
  return Number(event.entityId);
}

/**
 * The events with their records as users know them (`record`), read in the same transaction, one
 * query per kind of record the page names; a record deleted since, or not the school's, has none.
 */
async function withRecords(tx: Tx, customerCode: string, page: AuditPage): Promise<AuditPage> {
  const idsByEntity = new Map<string, number[]>();
  for (const event of page.events) {
    const id = recordId(event);
    if (id === undefined) continue;
    const ids = idsByEntity.get(event.entity) ?? [];
    ids.push(id);
    idsByEntity.set(event.entity, ids);
  }
  const labels = await findRecordLabels(tx, customerCode, idsByEntity);
  return {
    ...page,
    events: page.events.map((event) => {
      const id = recordId(event);
      const record = id === undefined ? undefined : labels.get(event.entity)?.get(id);
      return { ...event, record: record ?? null };
    }),
  };
}

export function searchAuditEvents(
  db: Db,
  context: RequestContext,
  page: { page: number; size: number },
  search: AuditSearch,
): Promise<AuditPage> {
  requireReader(context);
  return read(db, context, async (tx) =>
    withRecords(
      tx,
      context.customerCode,
      await auditLogWindow(tx, context.customerCode, search, pageWindow(page.page, page.size)),
    ),
  );
}

export function auditUsernames(db: Db, context: RequestContext): Promise<string[]> {
  requireReader(context);
  return read(db, context, (tx) => repo.findUsernames(tx, context.customerCode));
}
