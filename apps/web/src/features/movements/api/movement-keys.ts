/**
 * Query keys of every movement type. They all start with `movements`, so saving or deleting any
 * voucher reloads the lists and the details at once (a charge changes the next one's editability).
 */
export const movementKeys = {
  all: ['movements'] as const,
  search: () => ['movements', 'search'] as const,
  withAssets: (id: number) => ['movements', 'withAssets', id] as const,
  createdDirectly: (id: number) => ['movements', 'createdDirectly', id] as const,
};

/** The `area` of the paged movement lists: every page's key starts with it. */
export const MOVEMENTS_AREA = movementKeys.all[0];
