import { labelsSettingListSchema, labelsSettingPaths } from '@inventario/shared/contracts/labels-settings';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { labelsSettingsKeys } from './labels-settings-keys.ts';

/** `GET /labelsSetting/list`: the product's default layouts and the school's own, for the labels print. */
export function listLabelsSettings(api: ApiClient) {
  return api.get(labelsSettingPaths.list, { parser: labelsSettingListSchema });
}

/** Under the layouts' root key, so saving or deleting a layout refreshes the print dialog's list. */
export function useLabelsSettingsList() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: labelsSettingsKeys.list(),
    queryFn: () => listLabelsSettings(inventory),
  });
}
