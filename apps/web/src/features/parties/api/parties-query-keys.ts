/**
 * Query keys of the parties area. The paged lists key on `['parties', { list, …filters }, …]`, so a
 * change reloads the area as a whole (`all`): the lists are small pages, and a creditor saved from a
 * charge's search dialog must show in the creditors list too.
 */
export const partiesKeys = {
  all: ['parties'] as const,
  creditors: () => ['parties', 'creditors'] as const,
  debtors: () => ['parties', 'debtors'] as const,
  /** A discharge's destination search: the debtors matching a text. */
  debtorSearch: (text: string) => ['parties', 'debtors', 'destinationSearch', text] as const,
  administrations: () => ['parties', 'administrations'] as const,
};
