/**
 * Dates as the product shows them (`DD/MM/YYYY`) and as the wire carries them (ISO `YYYY-MM-DD`,
 * DESIGN §5). Calendar dates are handled as text, never through `Date` in UTC, so that a date never
 * moves by a day with the time zone.
 */

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const SEPARATORS = /[/.-]/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** Today's (or a given instant's) local calendar date as ISO `YYYY-MM-DD`. */
export function toIsoDate(instant: Date): string {
  return `${pad(instant.getFullYear(), 4)}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

/**
 * Writes an ISO date (`2026-09-01`) or timestamp (`2026-09-01T10:00:00+02:00`, read in local time) as
 * `01/09/2026`. Empty and unreadable values give an empty string, so a table cell stays blank.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const source = DATE_ONLY.test(value) ? value : toIsoDateOrNull(value);
  const match = source ? ISO_DATE_PREFIX.exec(source) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return `${day}/${month}/${year}`;
}

/**
 * Writes a timestamp as its local date and time, `24/11/2026 14:05` (a four-digit year, 24-hour
 * clock), the same in every language. Empty and unreadable values give an empty string.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return '';
  return `${formatDate(toIsoDate(instant))} ${pad(instant.getHours())}:${pad(instant.getMinutes())}`;
}

const SCHOOL_TIME = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * Writes a timestamp as the time in Italy to the second, `27/11/2026 19:07:44`, whatever the
 * machine's own time zone: what a printed register says, and the screens compare with it.
 */
export function formatSchoolDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? '' : SCHOOL_TIME.format(instant).replace(',', '');
}

function toIsoDateOrNull(timestamp: string): string | null {
  const instant = new Date(timestamp);
  return Number.isNaN(instant.getTime()) ? null : toIsoDate(instant);
}

/** Whether year, month and day name a real calendar day (29 February only in leap years). */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(year, month, 0).getDate();
  return day <= daysInMonth;
}

/**
 * Reads a date typed as day, month, year (`1/9/2026`, `01/09/2026`, `01-09-2026`, `01.09.2026`) into
 * ISO `2026-09-01`. The text needs exactly two separators (spec 01 §5) and a four-digit year; anything
 * else, or a day that does not exist, gives null.
 */
export function parseDisplayDate(text: string): string | null {
  const parts = text.trim().split(SEPARATORS);
  if (parts.length !== 3) return null;
  const [dayText = '', monthText = '', yearText = ''] = parts;
  if (!/^\d{1,2}$/.test(dayText) || !/^\d{1,2}$/.test(monthText) || !/^\d{4}$/.test(yearText)) return null;
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  if (!isCalendarDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
