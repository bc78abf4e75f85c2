import { schoolPaths, type UsedCode, usedCodeSchema } from '@inventario/shared/contracts/school';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { reloadSchoolData } from '@/lib/query/query-client.ts';
import { usedCodeQueryKey } from './get-used-code.ts';

/** `DELETE /school/codMin` (vendor staff): back to the user's own school. */
export function resetSchool(api: ApiClient) {
  return api.delete(schoolPaths.usedCode, { parser: usedCodeSchema });
}

export function useResetSchool() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetSchool(inventory),
    onSuccess: async (usedCode: UsedCode) => {
      queryClient.setQueryData(usedCodeQueryKey, usedCode);
      await reloadSchoolData(queryClient);
    },
  });
}
