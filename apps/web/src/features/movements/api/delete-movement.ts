import { type movementKinds, movementPaths } from '@inventario/shared/contracts/movements';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { assetKeys } from '@/features/assets';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { movementKeys } from './movement-keys.ts';

export type MovementKind = (typeof movementKinds)[number];

/**
 * `DELETE /movement/{kind}/{id}`. For a charge: assets entered in it are deleted, waiting ones go back
 * to waiting; refused while its assets are in later movements.
 */
export async function deleteMovement(api: ApiClient, kind: MovementKind, id: number): Promise<void> {
  await api.delete(fillPath(movementPaths.remove, { kind, id }));
}

/**
 * `alsoReload`: what else the kind's deletion changes, which the movements cannot know (a charge's
 * external movements wait again).
 */
export function useDeleteMovement(kind: MovementKind, alsoReload: readonly QueryKey[] = []) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMovement(inventory, kind, id),
    // The assets changed too: deleted, or back to waiting.
    onSuccess: () =>
      Promise.all(
        [movementKeys.all, assetKeys.all, ...alsoReload].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
