import {
  type AuditEvent,
  type AuditSearch,
  auditPageSchema,
  auditPaths,
  auditUsersSchema,
} from '@inventario/shared/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import type { PageRequest, PageResult } from '@/components/data/use-paged-search.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** The activity log's query keys: every mutation adds events, so its pages are never kept long. */
export const ACTIVITY_AREA = 'activity';

/** `POST /audit/search/{page}/{size}` (page from 1): a page of the school's events, newest first. */
export async function searchActivity(
  api: ApiClient,
  request: PageRequest<AuditSearch>,
): Promise<PageResult<AuditEvent>> {
  const { filters, page, size } = request;
  const answer = await api.post(fillPath(auditPaths.search, { page, size }), filters, {
    parser: auditPageSchema,
  });
  return { rows: answer.events, total: answer.total };
}

/** `GET /audit/users`: who wrote the school's events, for the user filter. */
export function useActivityUsers() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: [ACTIVITY_AREA, 'users'],
    queryFn: () => inventory.get(auditPaths.users, { parser: auditUsersSchema }),
  });
}
