import { schoolPaths, schoolSummarySchema } from '@inventario/shared/contracts/school';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

const schoolListSchema = z.array(schoolSummarySchema);

/** `GET /school/codMin/list` (vendor staff): every school of the installation. */
export function listSchools(api: ApiClient) {
  return api.get(schoolPaths.codeList, { parser: schoolListSchema });
}

export const schoolListQueryKey = ['school', 'list'] as const;

export function useSchoolList() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: schoolListQueryKey, queryFn: () => listSchools(inventory) });
}
