import { useQueries } from '@tanstack/react-query';
import { getSiteOfLocation, listSiteLocations } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { assetKeys } from './asset-keys.ts';
import { getUniversality } from './get-universality.ts';
import { universalityKeys } from './universality-keys.ts';

/**
 * "RM01 / A12 – Aula 12" for a location id, as the history records it: `GET /site/fromLocation/{id}`,
 * then the site's locations (`GET /location/{siteId}/list`).
 */
export async function describeLocation(api: ApiClient, id: number): Promise<string> {
  const site = await getSiteOfLocation(api, id);
  const location = (await listSiteLocations(api, site.id)).find((candidate) => candidate.id === id);
  return location ? `${site.code} / ${location.code} – ${location.description}` : site.code;
}

function namesOf(ids: readonly number[], results: readonly { data?: string | undefined }[]) {
  const names = new Map<number, string>();
  ids.forEach((id, index) => {
    const name = results[index]?.data;
    if (name !== undefined) names.set(id, name);
  });
  return names;
}

/** The readable names of the locations and universalities a history refers to by id. */
export function useReferenceNames(locationIds: readonly number[], universalityIds: readonly number[]) {
  const { inventory } = useBackendClients();
  const locations = useQueries({
    queries: locationIds.map((id) => ({
      queryKey: assetKeys.locationName(id),
      queryFn: () => describeLocation(inventory, id),
      staleTime: 60_000,
    })),
  });
  const universalities = useQueries({
    queries: universalityIds.map((id) => ({
      queryKey: universalityKeys.name(id),
      queryFn: async () => (await getUniversality(inventory, id)).description,
      staleTime: 60_000,
    })),
  });
  return {
    locations: namesOf(locationIds, locations),
    universalities: namesOf(universalityIds, universalities),
  };
}
