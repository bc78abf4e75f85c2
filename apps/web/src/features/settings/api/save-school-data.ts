import {
  type SchoolDataSave,
  schoolDataPaths,
  schoolDataSchema,
} from '@inventario/shared/contracts/school-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { schoolDataQueryKey } from './get-school-data.ts';

/** `POST /school/data`: saves the general data and answers it as stored. */
export function saveSchoolData(api: ApiClient, data: SchoolDataSave) {
  return api.post(schoolDataPaths.data, data, { parser: schoolDataSchema });
}

export function useSaveSchoolData() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: SchoolDataSave) => saveSchoolData(inventory, data),
    onSuccess: (saved) => queryClient.setQueryData(schoolDataQueryKey, saved),
  });
}
