import type { ImportReadingLimits } from './import-limits.ts';

/** Excel's grid: no spreadsheet application writes past row 1,048,576 or column XFD. */
const EXCEL_MAX_ROWS = 1_048_576;
const EXCEL_MAX_COLUMNS = 16_384;

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0b, 0x0c, 0x0d]);
const COLON = 0x3a;
const QUOTES = [0x22, 0x27];
const LESS_THAN = 0x3c;
const XMLNS_PREFIX = Buffer.from('xmlns:');
const ROW_TAG = Buffer.from('row');
const ROW_TAG_END = new Set([...WHITESPACE, 0x2f, 0x3e]);

/** saxen's decoding of an attribute value, which read-excel-file applies before reading a reference. */
const ENTITY = /&#(\d+);|&#x([0-9a-f]+);|&(\w+);/gi;
const NAMED_ENTITIES = new Map(
  Object.entries({ amp: '&', apos: "'", gt: '>', lt: '<', quot: '"' }).flatMap(([name, text]) => [
    [name, text],
    [name.toUpperCase(), text],
  ]),
);

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (entity, decimal?: string, hex?: string, name?: string) => {
    if (name !== undefined) return NAMED_ENTITIES.get(name) ?? entity;
    return String.fromCharCode(decimal !== undefined ? Number(decimal) : Number.parseInt(hex ?? '', 16));
  });
}

/** `xmlns:r`, the declaration of the relationships' namespace, is the one `r` that is no reference. */
function isNamespaceDeclaration(xml: Buffer, at: number): boolean {
  const start = at - XMLNS_PREFIX.length;
  return start > 0 && xml.subarray(start, at).equals(XMLNS_PREFIX) && WHITESPACE.has(xml[start - 1] ?? 0);
}

/**
 * Every value of an attribute whose local name is `r`, wherever it is: after a blank or a namespace
 * prefix, in double or single quotes, as saxen reads attributes. Found in the bytes, not parsed: a
 * reference is ASCII, and UTF-8 never puts an ASCII byte inside another character.
 */
function* referenceValues(xml: Buffer): Generator<string> {
  for (const quote of QUOTES) {
    const needle = Buffer.from([0x72, 0x3d, quote]);
    for (let at = xml.indexOf(needle, 1); at >= 0; at = xml.indexOf(needle, at + 1)) {
      const before = xml[at - 1] ?? 0;
      if (!WHITESPACE.has(before) && before !== COLON) continue;
      if (isNamespaceDeclaration(xml, at)) continue;
      const end = xml.indexOf(quote, at + needle.length);
      if (end < 0) break;
      yield decodeEntities(xml.toString('utf8', at + needle.length, end));
    }
  }
}

/** `<row>` elements, prefixed or not: each takes a row of its own even without a number. */
function countRowElements(xml: Buffer): number {
  let count = 0;
  for (let at = xml.indexOf(ROW_TAG, 1); at >= 0; at = xml.indexOf(ROW_TAG, at + 1)) {
    const before = xml[at - 1];
    const after = xml[at + ROW_TAG.length] ?? 0x3e;
    if ((before === LESS_THAN || before === COLON) && ROW_TAG_END.has(after)) count++;
  }
  return count;
}

const orZero = (value: number) => (Number.isNaN(value) ? 0 : value);

/**
 * The row and column read-excel-file takes a reference for: `Number(r)` of a `<row r>`, and for a
 * `<c r>` the characters before the first digit as base-26 letters, the rest as `Number`. Both
 * readings are taken, the element not being known. `1e9` and `Infinity` are numbers to it too.
 */
function referenceOf(value: string): { row: number; column: number } {
  const asRowNumber = orZero(Number(value));
  const firstDigit = value.search(/[0-9]/);
  if (firstDigit < 0) return { row: asRowNumber, column: 0 };
  let column = 0;
  for (let i = 0; i < firstDigit; i++) column = column * 26 + value.charCodeAt(i) - 64;
  return { row: Math.max(asRowNumber, orZero(Number(value.slice(firstDigit)))), column };
}

/**
 * Whether a part of the workbook stays within what read-excel-file can build. It fills the gaps
 * before a row's number with empty rows and before a cell's column with empty cells, then pads every
 * row to the widest: a few bytes asking for row 2,000,000,000 or for a cell in XFD1048576 would
 * take all the memory there is, and that fails the process, not the read. So the references are
 * bounded by Excel's grid, the number of rows by its rows, and the rectangle they span by
 * `maxSheetGridCells`.
 */
export function cellReferencesFit(xml: Buffer, limits: ImportReadingLimits): boolean {
  let maxRow = 0;
  let maxColumn = 0;
  for (const value of referenceValues(xml)) {
    const { row, column } = referenceOf(value);
    if (!(row <= EXCEL_MAX_ROWS && column <= EXCEL_MAX_COLUMNS)) return false;
    maxRow = Math.max(maxRow, row);
    maxColumn = Math.max(maxColumn, column);
  }
  return maxRow * maxColumn <= limits.maxSheetGridCells && countRowElements(xml) <= EXCEL_MAX_ROWS;
}
