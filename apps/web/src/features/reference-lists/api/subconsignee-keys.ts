/** Query keys of the sub-consignees: one root, so a change reloads the lists and the paged search. */
export const subconsigneeKeys = {
  all: ['subconsignees'] as const,
  list: () => ['subconsignees', 'list'] as const,
  withAssignedLocation: () => ['subconsignees', 'withAssignedLocation'] as const,
};

/** The `area` of the paged sub-consignee searches: every page's key starts with it. */
export const SUBCONSIGNEES_AREA = subconsigneeKeys.all[0];
