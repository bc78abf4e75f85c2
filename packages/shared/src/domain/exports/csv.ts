import { formatDate } from '../../format/date.ts';
import type { ExportKind, ExportValue } from './export-columns.ts';
import { wallClockOf } from './wall-clock.ts';

/**
 * CSV as an Italian spreadsheet opens it (issue 20): UTF-8 with a BOM, `;` between fields, CRLF
 * between rows, decimal comma, dates `gg/mm/aaaa`.
 */
export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
const NEWLINE = '\r\n';

/** A text a spreadsheet would run as a formula (LIBRARIES §8: `= + - @`, tab, carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A user's text made inert: a leading `'` keeps a spreadsheet from running it. Only text columns are
 * escaped, so `-5` in an amount column stays a number.
 */
export function inertText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A field quoted when it holds the separator, a quote or a line break (RFC 4180, quotes doubled). */
export function csvField(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-03-05T09:07:00Z` as `05/03/2026 10:07` in the given time zone. */
function italianDateTime(iso: string, timeZone: string): string {
  const clock = wallClockOf(iso, timeZone);
  if (!clock) return iso;
  return `${pad(clock.day)}/${pad(clock.month)}/${clock.year} ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/** One value as CSV text: amounts with two decimals and a comma, no thousands separator. */
export function csvText(
  kind: ExportKind,
  value: ExportValue,
  options: { prefix?: string | undefined; timeZone: string },
): string {
  if (value === null || value === '') return '';
  switch (kind) {
    case 'euro':
      return Number(value).toFixed(2).replace('.', ',');
    case 'integer':
      return options.prefix ? `${options.prefix} ${value}` : String(value);
    case 'date':
      return formatDate(String(value)) || String(value);
    case 'dateTime':
      return italianDateTime(String(value), options.timeZone);
    case 'text':
      return inertText(String(value));
  }
}

/** One row of fields as a CSV line, with its line break. */
export function csvLine(fields: readonly string[]): string {
  return fields.map(csvField).join(SEPARATOR) + NEWLINE;
}
