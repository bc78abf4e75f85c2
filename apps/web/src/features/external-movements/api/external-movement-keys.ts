/** Query keys of the external movements: one root, so a change invalidates the list, details and count. */
export const EXTERNAL_MOVEMENTS_AREA = 'externalMovements';

export const externalMovementKeys = {
  all: [EXTERNAL_MOVEMENTS_AREA] as const,
  detail: (id: number) => [EXTERNAL_MOVEMENTS_AREA, 'detail', id] as const,
  list: (ids: readonly number[]) => [EXTERNAL_MOVEMENTS_AREA, 'list', ids] as const,
  /** The toolbar's count of movements waiting to be charged. */
  count: () => [EXTERNAL_MOVEMENTS_AREA, 'count'] as const,
};
