import type { AuditEvent } from '../../contracts/audit.ts';
import type { ExportCatalog } from './export-columns.ts';

function shown(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An event's changed fields in one cell: `field: before → after`, one a line. */
export function changesText(event: Pick<AuditEvent, 'changes'>): string {
  return event.changes
    .map((change) => `${change.field || '—'}: ${shown(change.before)} → ${shown(change.after)}`)
    .join('\n');
}

/** The activity log's columns: when, who (and their own school), what, on which record, what changed. */
export const ACTIVITY_EXPORT_COLUMNS: ExportCatalog<AuditEvent> = {
  at: { kind: 'dateTime', value: (e) => e.at },
  username: { kind: 'text', value: (e) => e.actor.username },
  actorSchool: { kind: 'text', value: (e) => e.actor.customerCode },
  action: { kind: 'text', value: (e) => e.action, coded: true },
  entity: { kind: 'text', value: (e) => e.entity, coded: true },
  entityId: { kind: 'text', value: (e) => e.entityId },
  changes: { kind: 'text', value: changesText },
};
