import {
  type ImportCell,
  readAmountCents,
  readChoice,
  readCode,
  readDate,
  readInteger,
  readPercent,
  readText,
  readYesNo,
} from '@inventario/shared/domain/imports/cell-values';
import {
  IMPORT_TYPE,
  type ImportColumn,
  type ImportSheet,
  type ImportType,
  importTypes,
  sheetsOfType,
  WHOLE_INVENTORY_SHEETS,
} from '@inventario/shared/domain/imports/import-format';
import type { SheetContent } from '@inventario/shared/domain/imports/sheet-rows';
import { validateDurables } from '@inventario/shared/domain/imports/validate-durables';
import { validateWholeInventory } from '@inventario/shared/domain/imports/validate-whole-inventory';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildImportTemplate, templateSheets } from './import-template.ts';
import { EXAMPLES_NOTICE, INSTRUCTIONS_SHEET } from './template-instructions.ts';
import {
  AMOUNT_FORMAT,
  DATE_FORMAT,
  MAX_COLUMN_WIDTH,
  TEXT_FORMAT,
  type WorkbookRow,
} from './workbook-cells.ts';
import { writeWorkbook } from './workbook-writer.ts';

async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer (its own `Buffer`), which a Node Buffer is a view of.
  await workbook.xlsx.load(new Uint8Array(buffer).buffer);
  return workbook;
}

function worksheetOf(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const worksheet = workbook.getWorksheet(name);
  if (!worksheet) throw new Error(`no worksheet ${name}`);
  return worksheet;
}

/** A cell as the import's file reader hands it over; anything else (a formula) fails the test. */
function importCellOf(cell: ExcelJS.Cell): ImportCell {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  throw new Error(`${cell.address} holds ${JSON.stringify(value)}, not a plain value`);
}

function rowsOf(worksheet: ExcelJS.Worksheet): ImportCell[][] {
  const rows: ImportCell[][] = [];
  for (let r = 1; r <= worksheet.rowCount; r++) {
    const cells: ImportCell[] = [];
    for (let c = 1; c <= worksheet.columnCount; c++) cells.push(importCellOf(worksheet.getCell(r, c)));
    rows.push(cells);
  }
  return rows;
}

function headerOf(worksheet: ExcelJS.Worksheet): ImportCell[] {
  return rowsOf(worksheet)[0] ?? [];
}

/** A written cell read back by the reader of its column's kind: what a re-import would store. */
function readBack(column: ImportColumn, cell: ImportCell): unknown {
  if (cell === null) return null;
  const reads = {
    text: () => readText(cell, column.maxLength ?? 0),
    code: () => readCode(cell, column.maxLength ?? 0),
    amount: () => readAmountCents(cell),
    signedAmount: () => readAmountCents(cell, { signed: true }),
    date: () => readDate(cell),
    integer: () => readInteger(cell),
    count: () => readInteger(cell, { min: 0 }),
    percent: () => readPercent(cell),
    yesNo: () => readYesNo(cell),
    choice: () => readChoice(cell, column.choices ?? []),
  };
  return reads[column.kind]();
}

const templates = new Map<ImportType, ExcelJS.Workbook>();
beforeAll(async () => {
  for (const type of importTypes) templates.set(type, await loadWorkbook(await buildImportTemplate(type)));
});
const templateOf = (type: ImportType) => templates.get(type) as ExcelJS.Workbook;

describe.each(importTypes)('the template of import type %i', (type) => {
  const sheets = sheetsOfType(type);

  it('has the type’s sheets in the format’s order, then Istruzioni', () => {
    const names = templateOf(type).worksheets.map((worksheet) => worksheet.name);
    expect(names).toEqual([...sheets.map((sheet) => sheet.name), 'Istruzioni']);
  });

  it.each(sheets.map((sheet) => [sheet.name, sheet] as const))(
    'heads %s with the Italian headers, bold and frozen, each column as wide as its header',
    (name, sheet) => {
      const worksheet = worksheetOf(templateOf(type), name);
      expect(headerOf(worksheet)).toEqual(sheet.columns.map((column) => column.header));
      expect(worksheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(worksheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
      sheet.columns.forEach((column, index) => {
        expect(worksheet.getColumn(index + 1).width).toBeGreaterThanOrEqual(column.header.length);
      });
    },
  );

  it('has example rows whose every cell reads back as the value written', () => {
    for (const { definition, rows } of templateSheets(type).slice(0, -1)) {
      const readRows = rowsOf(worksheetOf(templateOf(type), definition.name)).slice(1);
      expect(readRows.length, definition.name).toBe(rows.length);
      rows.forEach((row, index) => {
        definition.columns.forEach((column, position) => {
          const read = readBack(column, readRows[index]?.[position] ?? null);
          const expected = row[column.key] ?? null;
          expect(read, `${definition.name} row ${index + 2} ${column.header}`).toEqual(
            expected === null ? null : { ok: true, value: expected },
          );
        });
      });
    }
    expect(templateSheets(type)[0]?.rows.length).toBeGreaterThan(0);
  });

  it('explains every column in Istruzioni, after the notice about the examples', () => {
    const worksheet = worksheetOf(templateOf(type), 'Istruzioni');
    const [header, notice, ...lines] = rowsOf(worksheet);
    expect(header).toEqual(INSTRUCTIONS_SHEET.columns.map((column) => column.header));
    expect(notice?.[3]).toBe(EXAMPLES_NOTICE);
    const expected = sheets.flatMap((sheet) =>
      sheet.columns.map((column) => [sheet.name, column.header, column.required ? 'Sì' : 'No']),
    );
    expect(lines.map((line) => line.slice(0, 3))).toEqual(expected);
    const unexplained = lines.filter((line) => !line[3] || !line[4]).map((line) => `${line[0]} ${line[1]}`);
    expect(unexplained).toEqual([]);
    // Sized to its long texts, which wrap past the widest column allowed.
    expect(worksheet.getColumn(4).width).toBe(MAX_COLUMN_WIDTH + 2);
    expect(worksheet.getColumn(4).alignment?.wrapText).toBe(true);
  });
});

describe('the whole-inventory template (types 1 and 3)', () => {
  const cellOf = (sheet: string, row: number, header: string) => {
    const worksheet = worksheetOf(templateOf(IMPORT_TYPE.clientServer), sheet);
    const position = headerOf(worksheet).indexOf(header);
    expect(position, `${sheet} has ${header}`).toBeGreaterThanOrEqual(0);
    return worksheet.getCell(row, position + 1);
  };

  it('types each example cell by its column’s kind', () => {
    const chargeDate = cellOf('Beni', 2, 'Data carico');
    expect(chargeDate.value).toBeInstanceOf(Date);
    expect((chargeDate.value as Date).toISOString()).toBe('2024-03-15T00:00:00.000Z');
    expect(chargeDate.numFmt).toBe(DATE_FORMAT);

    const historical = cellOf('Beni', 2, 'Valore storico');
    expect(historical.value).toBe(850);
    expect(historical.numFmt).toBe(AMOUNT_FORMAT);

    const siteCode = cellOf('Sedi', 2, 'Codice');
    expect(siteCode.type).toBe(ExcelJS.ValueType.String);
    expect(siteCode.value).toBe('01');
    expect(siteCode.numFmt).toBe(TEXT_FORMAT);
    expect(cellOf('Ubicazioni', 2, 'Codice').value).toBe('001');

    expect(cellOf('Beni', 2, 'Numero inventario').value).toBe(1);
    expect(cellOf('Sottocategorie', 3, 'Aliquota %').value).toBe(25);
    expect(cellOf('Ubicazioni', 2, 'Attiva').value).toBe('Sì');
    expect(cellOf('Beni', 2, 'Registro').value).toBe('BM');
    expect(cellOf('Esercizi', 2, 'Stato').value).toBe('Chiuso');
    expect(cellOf('Esercizi', 3, 'Stato').value).toBe('Aperto');
  });

  it('formats the empty rows under the examples too, so what a user types keeps its kind', () => {
    const worksheet = worksheetOf(templateOf(IMPORT_TYPE.clientServer), 'Beni');
    const column = (header: string) => worksheet.getColumn(headerOf(worksheet).indexOf(header) + 1);
    expect(column('Codice bene').numFmt).toBe(TEXT_FORMAT);
    expect(column('Data acquisto').numFmt).toBe(DATE_FORMAT);
    expect(column('Valore attuale').numFmt).toBe(AMOUNT_FORMAT);
  });

  it('passes the validator: a school whose sheets agree, without an error or a warning', () => {
    const sheets: SheetContent[] = templateOf(IMPORT_TYPE.inventory).worksheets.map((worksheet) => ({
      name: worksheet.name,
      rows: rowsOf(worksheet),
    }));
    const { plan, issues } = validateWholeInventory(sheets);
    // Istruzioni is no sheet of the format: the validator may say so, and nothing else.
    expect(issues.filter((issue) => issue.sheet !== 'Istruzioni')).toEqual([]);
    expect(plan.assets).toHaveLength(7);
    expect(plan.movements.map((movement) => movement.lines.length)).toEqual([3, 3, 1, 1, 1, 1]);
  });

  it("type 2's passes its validator: goods under 200 €, charged by date, supplier and document", () => {
    const sheets: SheetContent[] = templateOf(IMPORT_TYPE.durable).worksheets.map((worksheet) => ({
      name: worksheet.name,
      rows: rowsOf(worksheet),
    }));
    const { plan, issues } = validateDurables(sheets);
    expect(issues).toEqual([]);
    expect(plan.movements.length).toBeGreaterThan(1);
    expect(plan.assets.every((a) => a.assetClass === 'durable' && a.historicalCents < 20_000)).toBe(true);
  });
});

describe('writeWorkbook', () => {
  const notes: ImportSheet = {
    key: 'notes',
    name: 'Note',
    columns: [
      { key: 'text', header: 'Testo', kind: 'text', maxLength: 100 },
      { key: 'rate', header: 'Aliquota %', kind: 'percent' },
      { key: 'amount', header: 'Importo', kind: 'signedAmount' },
    ],
  };
  const written = async (rows: WorkbookRow[]) =>
    worksheetOf(await loadWorkbook(await writeWorkbook([{ definition: notes, rows }])), 'Note');

  it('writes text that looks like a formula as a text cell, never as a formula', async () => {
    const texts = ['=SUM(A1)', '+39 049 123456', '-vedi nota-', '@segreteria'];
    const worksheet = await written(texts.map((text) => ({ text })));
    texts.forEach((text, index) => {
      const cell = worksheet.getCell(index + 2, 1);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.value).toBe(text);
      expect(cell.formula).toBeUndefined();
    });
  });

  it('keeps a negative amount a number', async () => {
    const cell = (await written([{ amount: -550 }])).getCell(2, 3);
    expect(cell.type).toBe(ExcelJS.ValueType.Number);
    expect(cell.value).toBe(-5.5);
  });

  it('writes a rate under 1 % with its sign, which reads back as written', async () => {
    const cell = (await written([{ rate: 0.5 }])).getCell(2, 2);
    expect(cell.value).toBe('0,5%');
    expect(readPercent(importCellOf(cell))).toEqual({ ok: true, value: 0.5 });
  });

  it('refuses a value of the wrong kind, naming its sheet and column', async () => {
    await expect(written([{ amount: '12,50' }])).rejects.toThrow('Note · Importo');
    const assets = WHOLE_INVENTORY_SHEETS.find((sheet) => sheet.key === 'assets') as ImportSheet;
    await expect(writeWorkbook([{ definition: assets, rows: [{ register: 'BM' }] }])).rejects.toThrow(
      'Beni · Registro',
    );
  });
});
