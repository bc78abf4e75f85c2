import { APP_VERSION } from '@inventario/shared/contracts/config';
import { newsPaths } from '@inventario/shared/contracts/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { newsQueryKey } from './list-news.ts';

/** `PUT /news/{appVersion}/id/{id}`: marks one item read for the signed-in user. */
export async function markNewsRead(api: ApiClient, id: number, version: string = APP_VERSION): Promise<void> {
  await api.put(fillPath(newsPaths.markRead, { appVersion: version, id }));
}

/** Marks an item read, then reloads the news so the list and the toolbar count follow. */
export function useMarkNewsRead() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => markNewsRead(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsQueryKey() }),
  });
}
