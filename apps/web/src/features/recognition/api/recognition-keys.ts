import { movementKeys } from '@/features/movements';

/**
 * Query keys of the recognition screens: one root, so any read, status change or end reloads the
 * list, the recognition, its locations and its goods at once.
 */
export const RECOGNITION_AREA = 'recognition';

export const recognitionKeys = {
  all: [RECOGNITION_AREA] as const,
  /** The paged list of recognitions (`usePagedSearch` adds filters, page and sort after it). */
  list: () => [RECOGNITION_AREA, 'list'] as const,
  detail: (id: number) => [RECOGNITION_AREA, 'detail', id] as const,
  locations: (id: number) => [RECOGNITION_AREA, 'locations', id] as const,
  /** The goods of one recognition (`usePagedSearch` adds filters, page and sort after it). */
  assets: (id: number) => [RECOGNITION_AREA, 'assets', id] as const,
  /** The phones' QR codes of one recognition. */
  scanLinks: (id: number) => [RECOGNITION_AREA, 'scanLinks', id] as const,
  /** Whether a recognition is ongoing, for the "new recognition" button. */
  ongoing: () => [RECOGNITION_AREA, 'ongoing'] as const,
  /**
   * The next discharge proposal progressive of a year: the proposals' own key, under the movements'
   * root, so any saved proposal reloads it.
   */
  nextProgressive: (year: number) => [...movementKeys.all, 'out', 'nextProgressive', year] as const,
};
