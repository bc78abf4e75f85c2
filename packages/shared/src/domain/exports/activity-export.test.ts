import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contracts/audit.ts';
import { ACTIVITY_EXPORT_COLUMNS, changesText } from './activity-export.ts';

const event: AuditEvent = {
  id: 1,
  at: '2026-03-05T10:00:00.000Z',
  action: 'asset.update',
  entity: 'asset',
  entityId: '12',
  actor: { username: 'demo.support', customerCode: 'VENDOR' },
  vendorActing: true,
  changes: [
    { field: 'description', kind: 'changed', before: 'Notebook', after: 'Notebook HP' },
    { field: 'locationId', kind: 'added', before: null, after: 4 },
  ],
};

describe('activity export', () => {
  it('writes the changed fields one a line', () => {
    expect(changesText(event)).toBe('description: Notebook → Notebook HP\nlocationId:  → 4');
  });

  it('reads the columns of an event', () => {
    expect(ACTIVITY_EXPORT_COLUMNS.username?.value(event)).toBe('demo.support');
    expect(ACTIVITY_EXPORT_COLUMNS.actorSchool?.value(event)).toBe('VENDOR');
    expect(ACTIVITY_EXPORT_COLUMNS.entityId?.value(event)).toBe('12');
    expect(ACTIVITY_EXPORT_COLUMNS.at?.kind).toBe('dateTime');
  });
});
