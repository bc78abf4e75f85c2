import { nextProgressiveSchema, outPaths } from '@inventario/shared/contracts/out';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/** `GET /movement/out/nextProgressive/{year}`: the year's last proposal progressive + 1. */
export function getNextProgressive(api: ApiClient, year: number) {
  return api.get(fillPath(outPaths.nextProgressive, { year }), { parser: nextProgressiveSchema });
}

/**
 * The next progressive of a year, for the missing goods' proposal; idle without a year.
 */
export function useNextProgressive(year: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.nextProgressive(year ?? 0),
    queryFn: async () => (await getNextProgressive(inventory, year ?? 0)).progressive,
    enabled: year !== undefined && year >= 1900 && year <= 2200,
  });
}
