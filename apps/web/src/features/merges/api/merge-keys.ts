/**
 * Query keys of the merges: one root, so a discharge or a charge reloads both sides and the
 * overview at once.
 */
export const MERGES_AREA = 'merges';

export const mergeKeys = {
  all: [MERGES_AREA] as const,
  seller: (mergeId: number) => [MERGES_AREA, 'seller', mergeId] as const,
  receiver: (mergeId: number) => [MERGES_AREA, 'receiver', mergeId] as const,
  /** Vendor staff: every merge of the installation. */
  overview: () => [MERGES_AREA, 'overview'] as const,
};

/** The `area` of the paged goods a seller's discharge would take: every page's key starts with it. */
export const MERGE_ASSETS_AREA = 'merge-assets';
