import { schoolDataPaths, schoolDataSchema } from '@inventario/shared/contracts/school-data';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /school/data`: the school's general data, with the customer area's DS and DSGA beside the stored ones. */
export function getSchoolData(api: ApiClient) {
  return api.get(schoolDataPaths.data, { parser: schoolDataSchema });
}

export const schoolDataQueryKey = ['schoolData'] as const;

export function useSchoolData() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: schoolDataQueryKey, queryFn: () => getSchoolData(inventory) });
}
