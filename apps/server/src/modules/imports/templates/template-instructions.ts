import type {
  ImportChoice,
  ImportColumn,
  ImportSheet,
  ImportType,
} from '@inventario/shared/domain/imports/import-format';
import { IMPORT_TYPE } from '@inventario/shared/domain/imports/import-format';
import { COLUMN_NOTES } from './column-notes.ts';
import type { WorkbookRow } from './workbook-cells.ts';

/** The last worksheet of a template: one line per column, so the file can be filled in without the docs. */
export const INSTRUCTIONS_SHEET: ImportSheet = {
  key: 'instructions',
  name: 'Istruzioni',
  columns: [
    { key: 'sheet', header: 'Foglio', kind: 'text', maxLength: 31 },
    { key: 'column', header: 'Colonna', kind: 'text', maxLength: 100 },
    { key: 'required', header: 'Obbligatoria', kind: 'yesNo' },
    { key: 'holds', header: 'Contenuto', kind: 'text', maxLength: 1000 },
    { key: 'writtenAs', header: 'Come si scrive', kind: 'text', maxLength: 1000 },
  ],
};

/** The one mistake every first filled template makes, said before the columns. */
export const EXAMPLES_NOTICE =
  'Le righe sotto le intestazioni sono esempi: cancellarle prima di inserire i dati della scuola. ' +
  'Il foglio Istruzioni non viene importato.';

function choiceText(choice: ImportChoice): string {
  const [first, ...others] = choice.labels;
  return others.length > 0 ? `${first} (${others.join(', ')})` : (first ?? choice.code);
}

/** How a cell of the column is written, as `cell-values.ts` reads it. */
export function writtenAsOf(column: ImportColumn): string {
  switch (column.kind) {
    case 'text':
      return `Testo, al più ${column.maxLength} caratteri.`;
    case 'code':
      return `Codice, scritto come testo (01 resta 01), al più ${column.maxLength} caratteri.`;
    case 'amount':
      return 'Importo in euro: 1.234,56 oppure 1234.56; oltre il centesimo è troncato.';
    case 'signedAmount':
      return 'Importo in euro, anche negativo: -1.234,56.';
    case 'date':
      return "Data gg/mm/aaaa, con l'anno di quattro cifre.";
    case 'integer':
      return 'Numero intero, da 1 in su.';
    case 'count':
      return 'Numero intero, da 0 in su.';
    case 'percent':
      return 'Percentuale da 0 a 100: 20 oppure 12,5.';
    case 'yesNo':
      return 'Sì oppure No.';
    case 'choice':
      return `Uno tra: ${(column.choices ?? []).map(choiceText).join('; ')}.`;
  }
}

/** Type 4's `Beni` is another product's flat list, not the whole inventory's sheet of the same name. */
function notesScope(type: ImportType, sheet: ImportSheet): string {
  return type === IMPORT_TYPE.schoolSoftware ? 'software' : sheet.key;
}

export function columnNoteOf(type: ImportType, sheet: ImportSheet, column: ImportColumn): string {
  return COLUMN_NOTES[`${notesScope(type, sheet)}.${column.key}`] ?? COLUMN_NOTES[`*.${column.key}`] ?? '';
}

/** The notice, then one row per column of every sheet of the type, in the sheets' order. */
export function instructionRows(type: ImportType, sheets: readonly ImportSheet[]): WorkbookRow[] {
  const columnRows = sheets.flatMap((sheet) =>
    sheet.columns.map((column) => ({
      sheet: sheet.name,
      column: column.header,
      required: column.required === true,
      holds: columnNoteOf(type, sheet, column),
      writtenAs: writtenAsOf(column),
    })),
  );
  return [{ holds: EXAMPLES_NOTICE }, ...columnRows];
}
