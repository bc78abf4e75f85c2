import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  handMadeWorkbook,
  inlineRow,
  makeTempDir,
  patchLocalHeader,
  readAs,
  streamedWorkbookBuffer,
  workbookBuffer,
  zipBuffer,
} from './import-reading.fixtures.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
beforeAll(async () => {
  temp = await makeTempDir();
});
afterAll(() => temp.remove());

const read = (fileName: string, content: string | Uint8Array, limits = {}) =>
  readAs(temp.dir, fileName, content, limits);

const refused = (code: string, params?: Record<string, string | number>) => ({
  ok: false,
  problem: params ? { code, params } : { code },
});

const MB = 1024 * 1024;

describe('an .xlsx', () => {
  it('reads every worksheet in workbook order, cells typed as the workbook has them', async () => {
    const workbook = await workbookBuffer((book) => {
      const sedi = book.addWorksheet('Sedi');
      sedi.addRow(['Codice', '  Denominazione  ', 'Aperta il', 'Superficie', 'Doppia', 'Attiva']);
      sedi.addRow(['S01', 'Sede centrale ', new Date(Date.UTC(2024, 2, 15)), 1234.5, null, true]);
      sedi.getCell('C2').numFmt = 'dd/mm/yyyy';
      sedi.getCell('D2').numFmt = '#,##0.00 €';
      sedi.getCell('E2').value = { formula: 'D2*2', result: 2469 };
      sedi.addRow(['S02', '   ', null, 0, null, false]);
      // A formatted empty cell two rows down: the row is there, and empty.
      sedi.getCell('A6').numFmt = '0.00';
      const beni = book.addWorksheet('Beni mobili');
      beni.getCell('B3').value = 'PC portatile';
      book.addWorksheet('Note');
    });
    expect(await read('inventario.xlsx', workbook)).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [
        {
          name: 'Sedi',
          rows: [
            ['Codice', 'Denominazione', 'Aperta il', 'Superficie', 'Doppia', 'Attiva'],
            ['S01', 'Sede centrale', new Date('2024-03-15T00:00:00.000Z'), 1234.5, 2469, true],
            ['S02', null, null, 0, null, false],
          ],
        },
        {
          name: 'Beni mobili',
          rows: [
            [null, null],
            [null, null],
            [null, 'PC portatile'],
          ],
        },
      ],
    });
  });

  it('keeps the empty rows between two rows and drops those after the last', async () => {
    const workbook = await handMadeWorkbook([
      {
        name: 'Sedi',
        sheetData: `${inlineRow(1, ['Codice'])}<row r="2"/>${inlineRow(3, ['S01'])}<row r="4"><c r="A4" s="0"/></row>`,
      },
    ]);
    const result = await read('sedi.xlsx', workbook);
    expect(result).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [{ name: 'Sedi', rows: [['Codice'], [null], ['S01']] }],
    });
  });

  it('reads a workbook whose entries give their sizes after their data, as LibreOffice writes them', async () => {
    const workbook = await streamedWorkbookBuffer('Sedi', [
      ['Codice', 'Nome'],
      ['S01', 'Sede centrale'],
    ]);
    expect(await read('libreoffice.xlsx', workbook)).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [
        {
          name: 'Sedi',
          rows: [
            ['Codice', 'Nome'],
            ['S01', 'Sede centrale'],
          ],
        },
      ],
    });
  });

  it('leaves out a chart sheet, which has no cells', async () => {
    const workbook = await handMadeWorkbook([
      { name: 'Sedi', sheetData: inlineRow(1, ['Codice']) },
      { name: 'Grafico' },
    ]);
    expect(await read('grafico.xlsx', workbook)).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [{ name: 'Sedi', rows: [['Codice']] }],
    });
  });

  it('refuses a workbook whose sheets are all empty', async () => {
    const workbook = await workbookBuffer((book) => {
      book.addWorksheet('Sedi');
      book.addWorksheet('Beni');
    });
    expect(await read('vuoto.xlsx', workbook)).toEqual(refused('importNoSheets'));
  });

  it('refuses a text file, and a zip without a workbook, named .xlsx', async () => {
    expect(await read('testo.xlsx', 'Codice;Nome\nS01;Sede\n')).toEqual(refused('importFileType'));
    const csvZip = await zipBuffer([{ name: 'Sedi.csv', content: 'Codice;Nome\n' }]);
    expect(await read('csv.xlsx', csvZip)).toEqual(refused('importFileType'));
  });

  it('refuses a damaged zip, and a workbook read-excel-file cannot parse', async () => {
    const workbook = await workbookBuffer((book) => book.addWorksheet('Sedi').addRow(['Codice']));
    expect(await read('troncato.xlsx', workbook.subarray(0, workbook.length - 30))).toEqual(
      refused('importFileUnreadable'),
    );
    const rowsOutOfOrder = await handMadeWorkbook([
      { name: 'Sedi', sheetData: inlineRow(2, ['b']) + inlineRow(1, ['a']) },
    ]);
    expect(await read('disordinato.xlsx', rowsOutOfOrder)).toEqual(refused('importFileUnreadable'));
  });

  it('refuses a sheet with more rows or more columns than allowed', async () => {
    const workbook = await workbookBuffer((book) => {
      const sheet = book.addWorksheet('Beni');
      for (let row = 1; row <= 4; row++) sheet.addRow(['a', 'b', 'c']);
    });
    expect(await read('righe.xlsx', workbook, { maxSheetRows: 3 })).toEqual(
      refused('importSheetTooManyRows', { sheet: 'Beni', limit: 3 }),
    );
    expect(await read('colonne.xlsx', workbook, { maxSheetColumns: 2 })).toEqual(
      refused('importSheetTooManyColumns', { sheet: 'Beni', limit: 2 }),
    );
    expect(await read('giusto.xlsx', workbook, { maxSheetRows: 4, maxSheetColumns: 3 })).toEqual({
      ok: true,
      format: 'xlsx',
      sheets: [{ name: 'Beni', rows: Array(4).fill(['a', 'b', 'c']) }],
    });
  });
});

describe('an .xlsx built to hurt', () => {
  const sedi = { name: 'Sedi', sheetData: inlineRow(1, ['Codice']) };

  it('refuses an entry that inflates too many times its size (a zip bomb)', async () => {
    const bomb = await handMadeWorkbook(
      [sedi],
      [{ name: 'xl/media/image1.png', content: Buffer.alloc(2 * MB) }],
    );
    expect(await read('bomba.xlsx', bomb, { compressionRatioFloor: 64 * 1024 })).toEqual(
      refused('importEntryTooCompressed', { limit: 100 }),
    );
  });

  it('refuses an entry that inflates past the size its directory record declares', async () => {
    const zip = await handMadeWorkbook([sedi], [{ name: 'xl/media/image1.png', content: Buffer.alloc(MB) }]);
    const lying = patchLocalHeader(zip, 'xl/media/image1.png', (at) => zip.writeUInt32LE(1000, at + 22));
    const central = lying.lastIndexOf(Buffer.from('xl/media/image1.png')) - 46;
    lying.writeUInt32LE(1000, central + 24);
    expect(await read('bugiardo.xlsx', lying)).toEqual(refused('importFileUnreadable'));
  });

  it('refuses a local header that disagrees with the directory, which read-excel-file would trust', async () => {
    // read-excel-file allocates the size a local header declares, before reading a byte of the entry.
    const zip = await handMadeWorkbook([sedi]);
    const lying = patchLocalHeader(zip, 'xl/worksheets/sheet1.xml', (at) =>
      zip.writeUInt32LE(0x7fffffff, at + 22),
    );
    expect(await read('intestazione.xlsx', lying)).toEqual(refused('importFileUnreadable'));
  });

  it('refuses a zip of more entries, or inflating to more bytes, than allowed', async () => {
    const workbook = await workbookBuffer((book) => book.addWorksheet('Sedi').addRow(['Codice']));
    expect(await read('voci.xlsx', workbook, { maxArchiveEntries: 5 })).toEqual(
      refused('importArchiveTooManyEntries', { limit: 5 }),
    );
    expect(await read('totale.xlsx', workbook, { maxArchiveBytes: 10_000 })).toEqual(
      refused('importArchiveTooLarge', { limit: 10_000 }),
    );
    expect(await read('voce.xlsx', workbook, { maxEntryBytes: 4_000 })).toEqual(
      refused('importArchiveTooLarge', { limit: 4_000 }),
    );
  });

  it.each([
    ['a row past Excel’s last', `<row r="2000000000"><c r="A2000000000"><v>1</v></c></row>`],
    ['a cell past column XFD', `<row r="1"><c r="XFE1"><v>1</v></c></row>`],
    ['a row number written as an entity', `<row r="&#50;000000000"/>`],
    ['a prefixed, single-quoted row number', `<x:row x:r='2000000000'/>`],
    ['a row numbered Infinity', `<row r="Infinity"/>`],
    [
      'two cells at opposite corners of the grid',
      `${inlineRow(1, ['a'])}<row r="1048576"><c r="XFD1048576"><v>1</v></c></row>`,
    ],
  ])(
    'refuses %s, which read-excel-file would fill with empty cells until memory runs out',
    async (_, sheetData) => {
      const workbook = await handMadeWorkbook([{ name: 'Sedi', sheetData }]);
      expect(await read('griglia.xlsx', workbook)).toEqual(refused('importFileUnreadable'));
    },
  );

  it('refuses more row elements than Excel has rows, each of which read-excel-file keeps', async () => {
    const workbook = await handMadeWorkbook([{ name: 'Sedi', sheetData: '<row/>'.repeat(1_100_000) }]);
    // Repeated rows deflate a thousand times: the ratio is raised to reach the check behind it.
    expect(await read('righe-vuote.xlsx', workbook, { maxCompressionRatio: 10_000 })).toEqual(
      refused('importFileUnreadable'),
    );
  });
});

describe('any file', () => {
  it.each([['inventario.xls'], ['inventario.pdf'], ['inventario']])(
    'refuses %s by its name',
    async (name) => {
      const workbook = await workbookBuffer((book) => book.addWorksheet('Sedi').addRow(['Codice']));
      expect(await read(name, workbook)).toEqual(refused('importFileType'));
    },
  );

  it('refuses a file larger than allowed, before reading it', async () => {
    expect(await read('grande.csv', 'Codice;Nome\nS01;Sede\n', { maxFileBytes: 10 })).toEqual(
      refused('importFileTooLarge', { limit: 10 }),
    );
  });
});

/** The bytes of `text` in windows-1252, as Excel on an Italian Windows saves a CSV. */
const windows1252 = (text: string) =>
  Buffer.from([...text].map((character) => (character === '€' ? 0x80 : character.charCodeAt(0))));

describe('a .csv', () => {
  it('reads one sheet named as the file, every cell a trimmed string or null', async () => {
    const csv = [
      'Codice;Descrizione;Valore;Note',
      'B01;"Monitor; 24 pollici";1.234,50;"Detto ""nuovo"""',
      '',
      'B02;"Banco',
      'doppio";  ;',
      ';;;',
      '',
    ].join('\r\n');
    expect(await read('Beni Mobili.CSV', csv)).toEqual({
      ok: true,
      format: 'csv',
      sheets: [
        {
          name: 'Beni Mobili',
          rows: [
            ['Codice', 'Descrizione', 'Valore', 'Note'],
            ['B01', 'Monitor; 24 pollici', '1.234,50', 'Detto "nuovo"'],
            [null],
            ['B02', 'Banco\r\ndoppio', null, null],
          ],
        },
      ],
    });
  });

  const accented = 'Descrizione;Valore\nPC, è già nuovo;€ 1.200,00\n';
  it.each([
    ['UTF-8 with a BOM', Buffer.from(`\uFEFF${accented}`, 'utf8')],
    ['UTF-8 without a BOM', Buffer.from(accented, 'utf8')],
    ['windows-1252', windows1252(accented)],
    ['UTF-16LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(accented, 'utf16le')])],
    ['UTF-16BE with a BOM', Buffer.from(`\uFEFF${accented}`, 'utf16le').swap16()],
  ])('reads %s', async (_, bytes) => {
    expect(await read('beni.csv', bytes)).toEqual({
      ok: true,
      format: 'csv',
      sheets: [
        {
          name: 'beni',
          rows: [
            ['Descrizione', 'Valore'],
            ['PC, è già nuovo', '€ 1.200,00'],
          ],
        },
      ],
    });
  });

  it.each([
    [
      'commas',
      'Codice,Valore\nB01,"1,50"\n',
      [
        ['Codice', 'Valore'],
        ['B01', '1,50'],
      ],
    ],
    [
      'tabs',
      'Codice\tValore\nB01\t1,50\n',
      [
        ['Codice', 'Valore'],
        ['B01', '1,50'],
      ],
    ],
    [
      'one column, commas in it',
      'Denominazione\nRossi, Mario\nBianchi, Anna\n',
      [['Denominazione'], ['Rossi, Mario'], ['Bianchi, Anna']],
    ],
    [
      'blank lines among the first rows',
      'Codice,Nome\n\nS01,Sede\n\n\nS02,Sede due\n',
      [['Codice', 'Nome'], [null], ['S01', 'Sede'], [null], [null], ['S02', 'Sede due']],
    ],
  ])('finds the delimiter of a CSV with %s', async (_, csv, rows) => {
    expect(await read('sedi.csv', csv)).toEqual({
      ok: true,
      format: 'csv',
      sheets: [{ name: 'sedi', rows }],
    });
  });

  it.each([
    ['empty', ''],
    ['of blank lines and empty cells', ';;\r\n\r\n  ;  \r\n'],
  ])('refuses a CSV %s', async (_, csv) => {
    expect(await read('vuoto.csv', csv)).toEqual(refused('importNoSheets'));
  });

  it('refuses a quote never closed, which would swallow the rest of the file', async () => {
    expect(await read('sedi.csv', 'Codice;Nome\nS01;"Sede\nS02;Altra sede\n')).toEqual(
      refused('importFileUnreadable', { sheet: 'sedi', row: 2 }),
    );
  });

  it('refuses a binary file named .csv', async () => {
    const workbook = await workbookBuffer((book) => book.addWorksheet('Sedi').addRow(['Codice']));
    expect(await read('sedi.csv', workbook)).toEqual(refused('importFileType'));
    expect(await read('sedi.csv', Buffer.from('%PDF-1.7\n\u0000\u0001binary'))).toEqual(
      refused('importFileType'),
    );
  });

  it('refuses more rows than allowed, blank lines after the last row aside', async () => {
    expect(await read('righe.csv', 'a\nb\nc\nd\n', { maxSheetRows: 3 })).toEqual(
      refused('importSheetTooManyRows', { sheet: 'righe', limit: 3 }),
    );
    expect(await read('righe.csv', 'a\nb\nc\n\n;\n\n\n', { maxSheetRows: 3 })).toEqual({
      ok: true,
      format: 'csv',
      sheets: [{ name: 'righe', rows: [['a'], ['b'], ['c']] }],
    });
  });

  it('refuses more columns than allowed, empty cells after the last aside', async () => {
    expect(await read('colonne.csv', 'a;b;c\n', { maxSheetColumns: 2 })).toEqual(
      refused('importSheetTooManyColumns', { sheet: 'colonne', limit: 2 }),
    );
    expect(await read('colonne.csv', 'a;b;;;\n', { maxSheetColumns: 2 })).toEqual({
      ok: true,
      format: 'csv',
      sheets: [{ name: 'colonne', rows: [['a', 'b', null, null, null]] }],
    });
  });

  it('refuses more delimiters than a sheet may have cells, before papaparse builds them', async () => {
    expect(await read('riga.csv', ';'.repeat(5_000), { maxSheetGridCells: 1_000 })).toEqual(
      refused('importSheetTooManyColumns', { sheet: 'riga', limit: 200 }),
    );
    const rows = 'a;b\n'.repeat(2_000);
    expect(await read('righe.csv', rows, { maxSheetGridCells: 1_000, maxSheetRows: 1_500 })).toEqual(
      refused('importSheetTooManyRows', { sheet: 'righe', limit: 1_500 }),
    );
  });
});

describe('a .zip of CSVs', () => {
  it('reads each CSV as a sheet named after it, skipping folders, macOS forks and dot-files', async () => {
    const zip = await zipBuffer([
      { name: 'export/', content: '' },
      { name: 'export/Sedi.csv', content: 'Codice;Nome\nS01;Sede centrale\n' },
      { name: '__MACOSX/export/._Sedi.csv', content: 'resource fork' },
      { name: 'export/.DS_Store', content: 'Finder' },
      { name: 'export/Beni mobili.CSV', content: windows1252('Codice,Valore\nB01,€ 12\n') },
      { name: 'export/Vuoto.csv', content: '\n\n' },
    ]);
    expect(await read('export.zip', zip)).toEqual({
      ok: true,
      format: 'zip',
      sheets: [
        {
          name: 'Sedi',
          rows: [
            ['Codice', 'Nome'],
            ['S01', 'Sede centrale'],
          ],
        },
        {
          name: 'Beni mobili',
          rows: [
            ['Codice', 'Valore'],
            ['B01', '€ 12'],
          ],
        },
      ],
    });
  });

  it('refuses an entry that is not a CSV', async () => {
    const zip = await zipBuffer([
      { name: 'Sedi.csv', content: 'Codice\n' },
      { name: 'leggimi.txt', content: 'Inventario' },
    ]);
    expect(await read('export.zip', zip)).toEqual(refused('importFileType'));
  });

  it('refuses a zip in the zip, whatever its name', async () => {
    const inner = await zipBuffer([{ name: 'Sedi.csv', content: 'Codice\n' }]);
    expect(await read('nested.zip', await zipBuffer([{ name: 'dentro.zip', content: inner }]))).toEqual(
      refused('importNestedArchive'),
    );
    expect(await read('disguised.zip', await zipBuffer([{ name: 'Sedi.csv', content: inner }]))).toEqual(
      refused('importNestedArchive'),
    );
  });

  it.each([
    ['in two folders', 'a/Sedi.csv', 'b/Sedi.csv', 'Sedi'],
    ['but for the case', 'Sedi.csv', 'SEDI.csv', 'SEDI'],
  ])('refuses two CSVs giving the same sheet, %s', async (_, first, second, sheet) => {
    const zip = await zipBuffer([
      { name: first, content: 'Codice\nS01\n' },
      { name: second, content: 'Codice\nS02\n' },
    ]);
    expect(await read('export.zip', zip)).toEqual(refused('importDuplicateSheet', { sheet }));
  });

  it('refuses an entry of megabytes of zeros (a zip bomb)', async () => {
    const zip = await zipBuffer([{ name: 'Beni.csv', content: Buffer.alloc(2 * MB) }]);
    expect(await read('bomba.zip', zip, { compressionRatioFloor: 64 * 1024 })).toEqual(
      refused('importEntryTooCompressed', { limit: 100 }),
    );
  });

  it('refuses more entries, or more inflated bytes, than allowed', async () => {
    const zip = await zipBuffer(
      ['Sedi', 'Beni', 'Registri'].map((name) => ({
        name: `${name}.csv`,
        content: 'Codice;Nome\n'.repeat(100),
      })),
    );
    expect(await read('voci.zip', zip, { maxArchiveEntries: 2 })).toEqual(
      refused('importArchiveTooManyEntries', { limit: 2 }),
    );
    expect(await read('totale.zip', zip, { maxArchiveBytes: 2_000 })).toEqual(
      refused('importArchiveTooLarge', { limit: 2_000 }),
    );
  });

  it('refuses a file named .zip that is none, and a zip without a non-empty CSV', async () => {
    expect(await read('export.zip', 'Codice;Nome\n')).toEqual(refused('importFileType'));
    const empty = await zipBuffer([
      { name: 'export/', content: '' },
      { name: 'Sedi.csv', content: ';;\n' },
    ]);
    expect(await read('vuoto.zip', empty)).toEqual(refused('importNoSheets'));
  });
});
