import type { GridPaginationModel } from '@mui/x-data-grid';

/** Page sizes of the paged lists (DESIGN §7, spec 01 §2): 5, 10, 15; 10 by default. */
export const PAGE_SIZES = [5, 10, 15] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The API counts pages from 1 (`/search/{page}/{size}`), the grid from 0. */
export function toApiPage(model: GridPaginationModel): { page: number; size: number } {
  return { page: model.page + 1, size: model.pageSize };
}

/** The last page (0-based) that still has rows, for when deletions shrink the list under the page shown. */
export function lastPageIndex(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize) - 1);
}
