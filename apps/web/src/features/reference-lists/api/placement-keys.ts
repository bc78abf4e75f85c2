/**
 * Query keys of the sites and locations. Every site query starts with `sites` and every location query
 * with `locations`, so saving a site or a location reloads the lists, the paged searches and the
 * lookups (a location's site, a site's locations) at once.
 */
export const siteKeys = {
  all: ['sites'] as const,
  list: () => ['sites', 'list'] as const,
  ofLocation: (locationId: number) => ['sites', 'ofLocation', locationId] as const,
};

export const locationKeys = {
  all: ['locations'] as const,
  ofSite: (siteId: number) => ['locations', 'ofSite', siteId] as const,
};

/** The `area` of the paged location searches: every page's key starts with it. */
export const LOCATIONS_AREA = locationKeys.all[0];
