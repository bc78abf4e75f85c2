/**
 * Query keys of the asset area. Every key starts with `assets`, so a change to an asset (an edit, the
 * multiple edit, a subcategory or location change, a universality's components) reloads the grids,
 * the detail and the history at once.
 */
export const assetKeys = {
  all: ['assets'] as const,
  detail: (id: number) => ['assets', 'detail', id] as const,
  history: (id: number) => ['assets', 'history', id] as const,
  /** A location's readable name as an asset's history shows it. */
  locationName: (locationId: number) => ['assets', 'location-name', locationId] as const,
};

/** The `area` of the paged asset searches: their keys start with the area's prefix too. */
export const ASSETS_AREA = assetKeys.all[0];
