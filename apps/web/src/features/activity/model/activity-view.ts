import type { AuditEvent, AuditSearch } from '@inventario/shared/contracts/audit';
import { isKnownAuditEntity } from '@inventario/shared/domain/audit/audit-entities';
import { movementDetailRoute } from '@inventario/shared/domain/movements/movement-route';

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

/**
 * The screen of an event's record, as a hash link, where the app has one and the record still exists
 * (the log read it: `record`): an asset, a universality, a movement's own detail by its type (a
 * value voucher's too: `/value-voucher/decrease/detail/7`).
 */
export function recordHref(
  event: Pick<AuditEvent, 'action' | 'entity' | 'entityId' | 'record'>,
): string | undefined {
  const id = event.entityId;
  const record = event.record;
  if (!record || !id || !/^\d+$/.test(id) || event.action.endsWith('.delete')) return undefined;
  switch (event.entity) {
    case 'asset':
      return `#/assets?asset=${id}`;
    case 'universality':
      return `#/universalities?universality=${id}`;
    case 'movement': {
      const path =
        record.kind === 'movement' ? movementDetailRoute({ id: Number(id), type: record.type }) : undefined;
      return path ? `#${path}` : undefined;
    }
    default:
      return undefined;
  }
}
