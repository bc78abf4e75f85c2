import type { AssetSummary } from '@inventario/shared/contracts/assets';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { chargeKeys } from './charge-keys.ts';
import { searchWaitingAssets } from './search-waiting-assets.ts';

/** The server's largest page; a charge holds at most 600 assets, so two pages at most. */
const PAGE_SIZE = 500;

/** The universality's waiting components (`POST /asset/search` with `universalityId`), every page. */
export async function listUniversalityComponents(
  api: ApiClient,
  universalityId: number,
): Promise<AssetSummary[]> {
  const components: AssetSummary[] = [];
  for (let page = 1; ; page++) {
    const found = await searchWaitingAssets(api, page, PAGE_SIZE, { universalityId, sortBy: 'description' });
    components.push(...found.assets);
    if (found.assets.length < PAGE_SIZE || components.length >= found.total) return components;
  }
}

export function useUniversalityComponents(universalityId: number | undefined) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: chargeKeys.universalityComponents(universalityId ?? 0),
    queryFn: () => listUniversalityComponents(inventory, universalityId ?? 0),
    enabled: universalityId !== undefined,
  });
}
