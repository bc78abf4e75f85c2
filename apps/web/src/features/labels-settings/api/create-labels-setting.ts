import {
  type LabelsSettingCreate,
  labelsSettingPaths,
  labelsSettingSchema,
} from '@inventario/shared/contracts/labels-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelsSettingsKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /labelsSetting`: a new label layout of the school. */
export function createLabelsSetting(api: ApiClient, layout: LabelsSettingCreate) {
  return api.post(labelsSettingPaths.save, layout, { parser: labelsSettingSchema });
}

export function useCreateLabelsSetting() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: LabelsSettingCreate) => createLabelsSetting(inventory, layout),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labelsSettingsKeys.all }),
  });
}
