/**
 * Query keys of the generated documents. They all start with `documents`: the print dialog invalidates
 * `['documents']` after publishing, which reloads the lists and wakes the processing poll.
 */
export const documentKeys = {
  all: ['documents'] as const,
  /** The startup/processing check: page 1, size 10 (spec 01 §9), every status. */
  processing: () => ['documents', 'processing'] as const,
  /** The documents of one discharge proposal, which its detail offers. */
  ofProposal: (id: number) => ['documents', 'proposal', id] as const,
};

/** The `area` of the paged documents list: every page's key starts with it. */
export const DOCUMENTS_AREA = documentKeys.all[0];
