import { labelsSettingPaths } from '@inventario/shared/contracts/labels-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelsSettingsKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `DELETE /labelsSetting/{id}`: removes one of the school's layouts; the defaults are refused. */
export async function deleteLabelsSetting(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(labelsSettingPaths.item, { id }));
}

export function useDeleteLabelsSetting() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteLabelsSetting(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelsSettingsKeys.all }),
  });
}
