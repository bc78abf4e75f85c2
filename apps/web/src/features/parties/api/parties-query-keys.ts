/** Query keys of the parties area: creditors, debtors and administrations, each reloaded on its own. */
export const partiesKeys = {
  all: ['parties'] as const,
  creditors: () => ['parties', 'creditors'] as const,
  debtors: () => ['parties', 'debtors'] as const,
  administrations: () => ['parties', 'administrations'] as const,
};
