/** Query keys of the print dialog's own lists (the documents it publishes use `documentKeys`). */
export const printingKeys = {
  documentTypes: (group: number) => ['printing', 'types', group] as const,
  /** The sites of the merge packages the school received or handed over. */
  mergedSites: () => ['printing', 'mergedSites'] as const,
};
