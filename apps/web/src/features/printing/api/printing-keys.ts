/** Query keys of the print dialog's own lists (the documents it publishes use `documentKeys`). */
export const printingKeys = {
  documentTypes: (group: number) => ['printing', 'types', group] as const,
};
