import { type Detect, detectResultSchema, recognitionPaths } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `POST /recognition/{id}/detect`: a code read in a location, and what it names. */
export function detect(api: ApiClient, id: number, read: Detect) {
  return api.post(fillPath(recognitionPaths.detect, { id }), read, { parser: detectResultSchema });
}

export function useDetect(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (read: Detect) => detect(inventory, id, read),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
