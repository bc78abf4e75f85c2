import {
  type Location,
  type LocationSearch,
  locationPageSchema,
  placementPaths,
} from '@inventario/shared/contracts/placement';
import type { PagedSearchSource, PageRequest, PageResult } from '@/components/data/use-paged-search.ts';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';
import { LOCATIONS_AREA } from './placement-keys.ts';

/** Location filters without the sort, which the paged search adds. */
export type LocationFilters = Omit<LocationSearch, 'sortBy' | 'sortDesc'>;

/** Blank filter texts are left out, so "no filter" and "empty filter" share one cached page. */
function withoutBlanks(filters: LocationFilters): LocationFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => !(typeof value === 'string' && value.trim() === '')),
  );
}

/** `POST /location/search/{page}/{size}`: a page of locations (by default by site code, then code). */
export async function searchLocations(
  api: ApiClient,
  request: PageRequest<LocationFilters>,
): Promise<PageResult<Location>> {
  const { filters, page, size, sortBy, sortDesc } = request;
  const answer = await api.post(
    fillPath(placementPaths.locationSearch, { page, size }),
    { ...withoutBlanks(filters), sortBy, sortDesc },
    { parser: locationPageSchema },
  );
  return { rows: answer.locations, total: answer.total };
}

/** The location search as the shared selection dialogs run it (`SiteLocationsDialog`, …). */
export const locationSearch: PagedSearchSource<LocationFilters, Location> = {
  area: LOCATIONS_AREA,
  fetchPage: searchLocations,
};
