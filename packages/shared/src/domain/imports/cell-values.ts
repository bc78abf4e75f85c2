import { isCalendarDate, parseDisplayDate } from '../../format/date.ts';
import { hasUnstorableCharacters } from '../../format/storable-text.ts';

/**
 * What a cell of an imported file holds: a workbook types its cells (numbers, text, dates, booleans),
 * a CSV file has text only. The readers below accept both, the way a school's spreadsheet writes them.
 */
export type ImportCell = string | number | boolean | Date | null;

/** Why a cell was not read; the import report translates each code (`imports.cell.<code>`). */
export type CellProblem =
  | 'notAnAmount'
  | 'negativeAmount'
  | 'amountTooLarge'
  | 'notADate'
  | 'twoDigitYear'
  | 'notAnInteger'
  | 'notAPercent'
  | 'notAChoice'
  | 'notYesOrNo'
  | 'textTooLong'
  | 'invalidCharacters';

/** A warning about a cell that was read, but not exactly as written. */
export type CellWarning = 'amountCut' | 'codeWasNumber';

export type CellRead<T> = { ok: true; value: T; warning?: CellWarning } | { ok: false; problem: CellProblem };

const ok = <T>(value: T, warning?: CellWarning): CellRead<T> =>
  warning ? { ok: true, value, warning } : { ok: true, value };
const fail = (problem: CellProblem): CellRead<never> => ({ ok: false, problem });

/** The largest amount a register can hold and a float can carry to the cent: a billion euros. */
const MAX_AMOUNT_CENTS = 100_000_000_000;

/**
 * A number a spreadsheet wrote as a float (19.99 may be 19.989999999999998): its decimals past the
 * sixth are noise, not value, so they go before the amount is cut to the cent.
 */
function withoutFloatNoise(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * Italian and international spellings of an amount: `1.234,56`, `1234,56`, `1234.56`, `1,234.56`,
 * `1.234` (a thousand and more: a dot between groups of three is the thousands separator), with an
 * optional `€`, spaces or apostrophes between thousands, and a leading minus.
 */
function amountTextToNumber(text: string): number | null {
  const compact = text.replace(/[\s\u00a0'€]/g, '');
  if (!/^-?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const lastComma = compact.lastIndexOf(',');
  const lastDot = compact.lastIndexOf('.');
  let normalised: string;
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normalised = compact.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0) {
    if (compact.indexOf(',') !== lastComma) return null;
    normalised = compact.replace(',', '.');
  } else if (/^-?\d{1,3}(\.\d{3})+$/.test(compact)) {
    normalised = compact.split('.').join('');
  } else {
    if (compact.indexOf('.') !== lastDot) return null;
    normalised = compact;
  }
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normalised)) return null;
  return Number(normalised);
}

/**
 * An amount in euros as integer cents, cut (not rounded) to the cent as the product does everywhere
 * (spec 02 §5), with a warning when something was cut. Negative amounts only where `signed`.
 */
export function readAmountCents(cell: ImportCell, options: { signed?: boolean } = {}): CellRead<number> {
  const euros = typeof cell === 'number' ? cell : typeof cell === 'string' ? amountTextToNumber(cell) : null;
  if (euros === null || !Number.isFinite(euros)) return fail('notAnAmount');
  if (euros < 0 && !options.signed) return fail('negativeAmount');
  const exactCents = withoutFloatNoise(euros) * 100;
  const cents = Math.trunc(withoutFloatNoise(exactCents));
  if (Math.abs(cents) > MAX_AMOUNT_CENTS) return fail('amountTooLarge');
  return ok(cents === 0 ? 0 : cents, withoutFloatNoise(exactCents) === cents ? undefined : 'amountCut');
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** 1 January 1900 is serial 1 in Excel, which counts a 29 February 1900 that never was. */
const EXCEL_EPOCH_UTC = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;
/** Serials a school's dates can have: 1 January 1950 to 31 December 2199. */
const EXCEL_SERIALS = { min: 18_264, max: 109_574 };

function utcIsoDate(instant: Date): string {
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`;
}

function isoTextDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

/**
 * A date as ISO `yyyy-mm-dd`: a workbook's date cell (its calendar day, whatever the time zone), an
 * Excel serial number in a school's range of years, `dd/mm/yyyy` (or `-` and `.` between) or ISO.
 * A two-digit year is refused rather than guessed.
 */
export function readDate(cell: ImportCell): CellRead<string> {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? fail('notADate') : ok(utcIsoDate(cell));
  if (typeof cell === 'number') {
    if (!Number.isInteger(cell) || cell < EXCEL_SERIALS.min || cell > EXCEL_SERIALS.max)
      return fail('notADate');
    return ok(utcIsoDate(new Date(EXCEL_EPOCH_UTC + cell * DAY_MS)));
  }
  if (typeof cell !== 'string') return fail('notADate');
  const text = cell.trim();
  const date = isoTextDate(text) ?? parseDisplayDate(text);
  if (date) return ok(date);
  return /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/.test(text) ? fail('twoDigitYear') : fail('notADate');
}

/** A whole number of at least `min` (1 unless said): `12`, `1.234` (thousands) or a numeric cell. */
export function readInteger(cell: ImportCell, options: { min?: number } = {}): CellRead<number> {
  const min = options.min ?? 1;
  let value: number | null = null;
  if (typeof cell === 'number') value = cell;
  else if (typeof cell === 'string') {
    const text = cell.trim();
    if (/^-?\d+$/.test(text)) value = Number(text);
    else if (/^\d{1,3}(\.\d{3})+$/.test(text)) value = Number(text.split('.').join(''));
  }
  if (value === null || !Number.isSafeInteger(value) || value < min) return fail('notAnInteger');
  return ok(value);
}

/**
 * A depreciation rate in percent points, 0 to 100: `20`, `12,5`, `20%`. A workbook cell formatted as
 * a percentage holds the fraction (0.2 for 20 %), and no rate of the catalogue is under 1 %, so a
 * number between 0 and 1 is read as that fraction.
 */
export function readPercent(cell: ImportCell): CellRead<number> {
  let value: number | null = null;
  if (typeof cell === 'number') value = cell > 0 && cell < 1 ? withoutFloatNoise(cell * 100) : cell;
  else if (typeof cell === 'string') {
    const text = cell.trim().replace(/\s*%$/, '').replace(',', '.');
    value = /^\d+(\.\d+)?$/.test(text) ? Number(text) : null;
  }
  if (value === null || !Number.isFinite(value) || value < 0 || value > 100) return fail('notAPercent');
  return ok(Math.round(value * 100) / 100);
}

function cellText(cell: ImportCell): string | null {
  if (cell === null) return null;
  if (cell instanceof Date) return utcIsoDate(cell);
  if (typeof cell === 'number')
    return Number.isInteger(cell) ? String(cell) : String(withoutFloatNoise(cell));
  if (typeof cell === 'boolean') return cell ? 'Sì' : 'No';
  const text = cell.trim();
  return text === '' ? null : text;
}

/** Text of at most `maxLength` characters (a number is written as it shows); null when empty. */
export function readText(cell: ImportCell, maxLength: number): CellRead<string | null> {
  const text = cellText(cell);
  if (text === null) return ok(null);
  if (hasUnstorableCharacters(text)) return fail('invalidCharacters');
  if (text.length > maxLength) return fail('textTooLong');
  return ok(text);
}

/**
 * A code (a site's, a register's category, an inventory code): text as written. A workbook may have
 * stored `01` as the number 1, losing its leading zero: such a code is read, with a warning.
 */
export function readCode(cell: ImportCell, maxLength: number): CellRead<string | null> {
  const read = readText(cell, maxLength);
  if (read.ok && typeof cell === 'number') return ok(read.value, 'codeWasNumber');
  return read;
}

/** Lower case, without accents or spaces at the ends: how a header or a choice is compared. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_.]+/g, ' ')
    .trim();
}

/** One of a column's choices, by its code or any of its Italian or English labels, case and accents aside. */
export function readChoice<C extends string>(
  cell: ImportCell,
  choices: readonly { code: C; labels: readonly string[] }[],
): CellRead<C> {
  const text = cellText(cell);
  if (text === null) return fail('notAChoice');
  const folded = foldText(text);
  const choice = choices.find(
    (c) => foldText(c.code) === folded || c.labels.some((l) => foldText(l) === folded),
  );
  return choice ? ok(choice.code) : fail('notAChoice');
}

const YES = ['si', 's', 'yes', 'y', 'true', 'vero', '1', 'x'];
const NO = ['no', 'n', 'false', 'falso', '0'];

/** Sì or no: `Sì`, `S`, `X`, `1`, `vero` / `No`, `N`, `0`, `falso`, or a boolean cell. */
export function readYesNo(cell: ImportCell): CellRead<boolean> {
  if (typeof cell === 'boolean') return ok(cell);
  const text = cellText(cell);
  const folded = text === null ? '' : foldText(text);
  if (YES.includes(folded)) return ok(true);
  if (NO.includes(folded)) return ok(false);
  return fail('notYesOrNo');
}
