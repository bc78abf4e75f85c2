import { schoolPaths, usedCodeSchema } from '@inventario/shared/contracts/school';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `GET /school/codMin` (vendor staff): the school the session acts for. */
export function getUsedCode(api: ApiClient) {
  return api.get(schoolPaths.usedCode, { parser: usedCodeSchema });
}

export const usedCodeQueryKey = ['school', 'usedCode'] as const;

/** The used school code; only vendor staff may ask, so the query is idle for everybody else. */
export function useUsedCode(options: { enabled: boolean }) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: usedCodeQueryKey,
    queryFn: () => getUsedCode(inventory),
    enabled: options.enabled,
  });
}
