/**
 * Query keys of the universality area. Every key starts with `universalities`, so a change to a
 * universality or to one of its components reloads the list, the detail and the totals at once.
 */
export const universalityKeys = {
  all: ['universalities'] as const,
  detail: (id: number) => ['universalities', 'detail', id] as const,
  name: (id: number) => ['universalities', 'name', id] as const,
};

/** The `area` of the paged universality search. */
export const UNIVERSALITIES_AREA = universalityKeys.all[0];
