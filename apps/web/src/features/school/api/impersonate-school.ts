import { schoolPaths, type UsedCode, usedCodeSchema } from '@inventario/shared/contracts/school';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { reloadSchoolData } from '@/lib/query/query-client.ts';
import { usedCodeQueryKey } from './get-used-code.ts';

/** `POST /school/codMin/{code}` (vendor staff): act for another school. */
export function impersonateSchool(api: ApiClient, code: string) {
  return api.post(fillPath(schoolPaths.impersonate, { code }), undefined, { parser: usedCodeSchema });
}

/** Selects a school and reloads every query, so the whole application now answers for it. */
export function useImpersonateSchool() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => impersonateSchool(inventory, code),
    onSuccess: async (usedCode: UsedCode) => {
      queryClient.setQueryData(usedCodeQueryKey, usedCode);
      await reloadSchoolData(queryClient);
    },
  });
}
