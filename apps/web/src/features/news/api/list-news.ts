import { APP_VERSION } from '@inventario/shared/contracts/config';
import { type NewsItem, newsListSchema, newsPaths } from '@inventario/shared/contracts/news';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /news/{appVersion}`: the news of this version, each with its read flag for the user. */
export function listNews(api: ApiClient, version: string = APP_VERSION) {
  return api.get(fillPath(newsPaths.list, { appVersion: version }), { parser: newsListSchema });
}

export const newsQueryKey = (version: string = APP_VERSION) => ['news', version] as const;

export function useNews(options: { enabled?: boolean } = {}) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: newsQueryKey(),
    queryFn: () => listNews(inventory),
    enabled: options.enabled ?? true,
  });
}

export function countUnread(items: readonly NewsItem[] | undefined): number {
  return items?.filter((item) => !item.read).length ?? 0;
}
