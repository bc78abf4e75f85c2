import type { AuditEvent, AuditSearch } from '@inventario/shared/contracts/audit';
import { isKnownAuditEntity } from '@inventario/shared/domain/audit/audit-entities';

/** The activity log's page with its filters: `#/activity?entity=asset&entityId=12`. */
export function activityPath(filter: { entity?: string; entityId?: string | number } = {}): string {
  const params = new URLSearchParams();
  if (filter.entity) params.set('entity', filter.entity);
  if (filter.entityId !== undefined) params.set('entityId', String(filter.entityId));
  const query = params.toString();
  return query ? `/activity?${query}` : '/activity';
}

/** The filters a link opens the page with (`?entity=asset&entityId=12`); unknown kinds are ignored. */
export function filtersFromParams(params: URLSearchParams): Pick<AuditSearch, 'entity' | 'entityId'> {
  const entity = params.get('entity') ?? '';
  const entityId = (params.get('entityId') ?? '').trim().slice(0, 100);
  return {
    ...(isKnownAuditEntity(entity) ? { entity } : {}),
    ...(entityId ? { entityId } : {}),
  };
}

/** Where a movement's detail is, from the action that names its kind (`charge.update`). */
function movementPath(action: string, id: string): string | undefined {
  switch (action.split('.')[0]) {
    case 'charge':
      return `/charge/detail/${id}`;
    case 'discharge':
      return `/discharge/detail/${id}`;
    case 'proposal':
      return `/outdated/detail/${id}`;
    case 'valueVoucher':
      return '/value-voucher';
    default:
      return undefined;
  }
}

/**
 * The screen of an event's record, as a hash link, where the app has one and the record may still
 * exist (a deletion's record is gone): an asset, a movement, a universality.
 */
export function recordHref(event: Pick<AuditEvent, 'action' | 'entity' | 'entityId'>): string | undefined {
  const id = event.entityId;
  if (!id || !/^\d+$/.test(id) || event.action.endsWith('.delete')) return undefined;
  switch (event.entity) {
    case 'asset':
      return `#/assets?asset=${id}`;
    case 'universality':
      return `#/universalities?universality=${id}`;
    case 'movement': {
      const path = movementPath(event.action, id);
      return path ? `#${path}` : undefined;
    }
    default:
      return undefined;
  }
}

/** A changed value as a cell shows it: text as is, anything else as JSON, nothing as a dash. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
