import type { AnyColumn, SQL } from 'drizzle-orm';
import { asc, desc } from 'drizzle-orm';
import { AppError } from './app-error.ts';

/** LIMIT and OFFSET of a 1-based page (DESIGN §5). */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

/**
 * The ORDER BY of a paged search: `sortBy` must be one of the columns the area exposes (anything
 * else is refused, never interpolated), then the tie-breakers so that pages never overlap.
 */
export function orderOf(
  columns: Record<string, AnyColumn | SQL>,
  sort: { sortBy?: string | undefined; sortDesc?: boolean | undefined },
  fallback: string,
  tieBreakers: (AnyColumn | SQL)[],
): SQL[] {
  const key = sort.sortBy ?? fallback;
  const column = columns[key];
  if (!column)
    throw new AppError('invalidRequest', `Cannot sort by ${key}`, { sortable: Object.keys(columns) });
  const direction = sort.sortDesc ? desc : asc;
  return [direction(column), ...tieBreakers.map((c) => asc(c))];
}

/** `%term%` for ILIKE, with the wildcards of the term itself escaped. */
export function containsPattern(term: string): string {
  return `%${term.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
