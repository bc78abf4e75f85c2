import { recognitionPaths, recognitionSchema } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `PUT /recognition/{id}/end`: final; refused with `details.blockers` while a rule of §5 stands. */
export function endRecognition(api: ApiClient, id: number) {
  return api.put(fillPath(recognitionPaths.end, { id }), undefined, { parser: recognitionSchema });
}

export function useEndRecognition(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endRecognition(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
