import type { ImportColumn } from './import-format.ts';
import type { ReadRow } from './sheet-rows.ts';

/** Typed access to a read row's values; the sheet reader has already checked each kind. */
export const textOf = (row: ReadRow, key: string): string | null =>
  (row.values[key] as string | null) ?? null;
export const numberOf = (row: ReadRow, key: string): number | null =>
  (row.values[key] as number | null) ?? null;
export const flagOf = (row: ReadRow, key: string): boolean | null =>
  (row.values[key] as boolean | null) ?? null;

/** Whether every required column of the row was read; a row missing one has its error already. */
export function isComplete(row: ReadRow, columns: readonly ImportColumn[]): boolean {
  return columns.every((column) => !column.required || (row.values[column.key] ?? null) !== null);
}

/** The rows that share a key, for the duplicates checks. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** A run of missing numbers, both ends included. */
export interface NumberRange {
  from: number;
  to: number;
}

/**
 * The runs of numbers missing from a numbering that starts at 1 (a year's vouchers, a register's
 * inventory numbers), up to its highest: `[2, 5, 9]` → 1, 3–4, 6–8.
 */
export function numberingGaps(numbers: readonly number[]): NumberRange[] {
  const sorted = [0, ...new Set(numbers)].sort((a, b) => a - b);
  const gaps: NumberRange[] = [];
  for (let i = 1; i < sorted.length; i++) {
    const [before, after] = [sorted[i - 1] as number, sorted[i] as number];
    if (after - before > 1) gaps.push({ from: before + 1, to: after - 1 });
  }
  return gaps;
}

const MAX_RANGES_SHOWN = 20;

/** Runs of numbers as people write them, `3, 4, 7–9`, the first twenty and then `…`. */
export function formatRanges(ranges: readonly NumberRange[]): string {
  const parts = ranges
    .slice(0, MAX_RANGES_SHOWN)
    .map(({ from, to }) =>
      from === to ? String(from) : to === from + 1 ? `${from}, ${to}` : `${from}–${to}`,
    );
  return ranges.length > MAX_RANGES_SHOWN ? `${parts.join(', ')}, …` : parts.join(', ');
}
