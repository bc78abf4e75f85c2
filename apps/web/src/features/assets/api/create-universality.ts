import { idResponseSchema } from '@inventario/shared/contracts/common';
import { type UniversalityInput, universalityPaths } from '@inventario/shared/contracts/universalities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { universalityKeys } from './universality-keys.ts';

/** `POST /universality`: a new, empty (so incomplete) universality; answers at least its id. */
export function createUniversality(api: ApiClient, input: UniversalityInput) {
  return api.post(universalityPaths.create, input, { parser: idResponseSchema });
}

export function useCreateUniversality() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UniversalityInput) => createUniversality(inventory, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: universalityKeys.all }),
  });
}
