import Papa from 'papaparse';
import type { ImportReadingLimits } from './import-limits.ts';
import { refuse } from './import-refusal.ts';
import type { RawSheet } from './raw-sheets.ts';
import { SheetRows, textCell } from './sheet-rows.ts';

/** The encodings a byte order mark names, UTF-16 as Excel's "Unicode text" writes it. */
const BOMS = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];
/** Italian spreadsheets write `;` (the comma is the decimal separator); `,` and tab are detected too. */
const DELIMITERS = [';', ',', '\t'];
const ITALIAN_DELIMITER = ';';

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((byte, i) => bytes[i] === byte);

/**
 * The CSV's text. A BOM says the encoding; otherwise UTF-8 when the bytes are valid UTF-8, else
 * windows-1252, which Excel on an Italian Windows writes its CSVs in (`€` is 0x80 there). The
 * decoders drop the BOM.
 */
export function decodeCsv(bytes: Uint8Array): string {
  const bom = BOMS.find((candidate) => startsWith(bytes, candidate.bytes));
  if (bom) return new TextDecoder(bom.encoding).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** A CSV's file name without its folders and its extension: `lotto/Sedi.csv` is the sheet `Sedi`. */
export function csvSheetName(path: string): string {
  const base = path.split(/[/\\]/).at(-1) ?? '';
  return base.replace(/\.[^.]*$/, '');
}

function countOf(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at >= 0; at = text.indexOf(character, at + 1)) count++;
  return count;
}

/**
 * papaparse builds a row's cells whole before handing the row over, and guesses the delimiter by
 * parsing ten rows with each candidate: one line of 50 million `;` would be 50 million cells at once.
 * A sheet within the limits has no more delimiters than cells, so a text with more is refused first.
 */
function refuseTooManyCells(text: string, sheet: string, limits: ImportReadingLimits): void {
  if (DELIMITERS.every((delimiter) => countOf(text, delimiter) <= limits.maxSheetGridCells)) return;
  if (countOf(text, '\n') >= limits.maxSheetRows) {
    refuse('importSheetTooManyRows', { sheet, limit: limits.maxSheetRows });
  }
  refuse('importSheetTooManyColumns', { sheet, limit: limits.maxSheetColumns });
}

/**
 * The delimiter papaparse finds the most consistent over the first rows. Blank rows are left out of
 * its guess, or a blank line among the first ten fails it; a file of one column has none to find.
 */
function guessDelimiter(text: string): string {
  const { meta, errors } = Papa.parse<string[]>(text, {
    preview: 1,
    delimitersToGuess: DELIMITERS,
    skipEmptyLines: 'greedy',
  });
  return errors.some((error) => error.code === 'UndetectableDelimiter') ? ITALIAN_DELIMITER : meta.delimiter;
}

/**
 * One CSV as a sheet of text cells (trimmed, empty ones null): a CSV has no types, the validator
 * parses them. Quoted fields may hold the delimiter, quotes and newlines; a quote never closed would
 * swallow the rest of the file into one cell, so it refuses the file. Null when the CSV has no
 * non-empty row.
 */
export function readCsvSheet(name: string, bytes: Uint8Array, limits: ImportReadingLimits): RawSheet | null {
  const text = decodeCsv(bytes);
  // A NUL is in no text file: this is a binary (a workbook, a PDF) under a .csv name.
  if (text.includes('\u0000')) refuse('importFileType');
  refuseTooManyCells(text, name, limits);
  const sheet = new SheetRows(name, limits);
  let row = 0;
  Papa.parse<string[]>(text, {
    delimiter: guessDelimiter(text),
    step: ({ data, errors }) => {
      row++;
      if (errors.some((error) => error.code === 'MissingQuotes')) {
        refuse('importFileUnreadable', { sheet: name, row });
      }
      sheet.add(data.map(textCell));
    },
  });
  return sheet.sheet();
}
