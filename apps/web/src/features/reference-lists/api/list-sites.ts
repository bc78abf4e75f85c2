import { placementPaths, siteSchema } from '@inventario/shared/contracts/placement';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { siteKeys } from './placement-keys.ts';

/** `GET /site/list`: every site of the school, by code. */
export function listSites(api: ApiClient) {
  return api.get(placementPaths.siteList, { parser: z.array(siteSchema) });
}

export function useSites() {
  const { inventory } = useBackendClients();
  return useQuery({ queryKey: siteKeys.list(), queryFn: () => listSites(inventory) });
}
