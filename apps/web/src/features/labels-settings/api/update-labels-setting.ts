import {
  type LabelsSettingUpdate,
  labelsSettingPaths,
  labelsSettingSchema,
} from '@inventario/shared/contracts/labels-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelsSettingsKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `PUT /labelsSetting`: changes one of the school's layouts; a default is refused (`defaultLabelsSettingReadOnly`). */
export function updateLabelsSetting(api: ApiClient, layout: LabelsSettingUpdate) {
  return api.put(labelsSettingPaths.save, layout, { parser: labelsSettingSchema });
}

export function useUpdateLabelsSetting() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: LabelsSettingUpdate) => updateLabelsSetting(inventory, layout),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelsSettingsKeys.all }),
  });
}
