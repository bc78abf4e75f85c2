import { lastDayOf, yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import { formatDate, parseDisplayDate } from '@inventario/shared/format/date';

/** The close dialog proposes the year's last day, as the December print flow does (spec 01 §4). */
export function defaultCloseDateText(year: number): string {
  return formatDate(lastDayOf(year));
}

/** The typed end date (DD/MM/YYYY) as an ISO date, or null unless it is a real date of that year. */
export function parseCloseDate(text: string, year: number): string | null {
  const iso = parseDisplayDate(text.trim());
  return iso && yearOf(iso) === year ? iso : null;
}
