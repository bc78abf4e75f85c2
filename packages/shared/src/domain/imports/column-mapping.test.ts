import { describe, expect, it } from 'vitest';
import type { ImportCell } from './cell-values.ts';
import {
  applyColumnMapping,
  type ColumnMapping,
  columnLetter,
  columnMappingProblems,
  fileColumnsOf,
  issuesInFileTerms,
  proposeColumnMapping,
} from './column-mapping.ts';
import { SCHOOL_SOFTWARE_FIELDS } from './import-format.ts';
import type { ImportIssue } from './import-issues.ts';

/** Another product's export: its own headers, a blank first row, a column without a header, `;;;` at the end. */
const exported = (): ImportCell[][] => [
  [],
  ['N. Inv.', 'Descrizione bene', null, 'Note', 'NOTE', 'Data carico', 'Valore', null, null],
  [12, 'Notebook', 'Aula 1', 'nuovo', null, new Date(Date.UTC(2024, 2, 15)), 720.5, null, null],
  [null, '', null],
  [13, 'Proiettore', 'Aula 2', null, 'x', '15/03/2024', '480,00', null],
  [14, 'Armadio', true],
  [15, 'Sedia', null],
  [16, 'Banco', null],
  [17, 'Lavagna', null],
];

const names = ['N. Inv.', 'Descrizione bene', 'Colonna C', 'Note', 'NOTE (2)', 'Data carico', 'Valore'];

/** Every field with no column, but those given. */
const mappingOf = (given: ColumnMapping): ColumnMapping => ({
  ...Object.fromEntries(SCHOOL_SOFTWARE_FIELDS.map((f) => [f.key, null])),
  ...given,
});

describe('fileColumnsOf', () => {
  it("names the header's columns and shows the first five data rows as the spreadsheet does", () => {
    const columns = fileColumnsOf([
      { name: 'Istruzioni', rows: [['Foglio', 'Colonna']] },
      { name: 'Export', rows: exported() },
    ]);
    expect(columns?.sheet).toBe('Export');
    expect(columns?.headers).toEqual(names);
    expect(columns?.samples).toEqual([
      ['12', 'Notebook', 'Aula 1', 'nuovo', '', '15/03/2024', '720.5'],
      ['13', 'Proiettore', 'Aula 2', '', 'x', '15/03/2024', '480,00'],
      ['14', 'Armadio', 'Sì', '', '', '', ''],
      ['15', 'Sedia', '', '', '', '', ''],
      ['16', 'Banco', '', '', '', '', ''],
    ]);
  });

  it('reads Beni when the file has it, and gives nothing for a file without a sheet or a header', () => {
    const sheets = [
      { name: 'Altro', rows: [['A']] },
      { name: 'beni', rows: [['B']] },
    ];
    expect(fileColumnsOf(sheets)?.sheet).toBe('beni');
    expect(fileColumnsOf([])).toBeNull();
    expect(fileColumnsOf([{ name: 'Istruzioni', rows: [['Foglio']] }])).toBeNull();
    expect(fileColumnsOf([{ name: 'Vuoto', rows: [[], [null, ' ']] }])).toBeNull();
  });

  it('names columns by their letters past Z', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});

describe('proposeColumnMapping', () => {
  it("proposes the column of each field's header or alias, case and accents aside, and none for the rest", () => {
    const proposal = proposeColumnMapping(
      ['NUMERO INVENTARIO', 'descrizione', 'Qta', 'Plesso', 'Altro'],
      null,
    );
    expect(Object.keys(proposal)).toEqual(SCHOOL_SOFTWARE_FIELDS.map((f) => f.key));
    expect(Object.entries(proposal).filter(([, header]) => header !== null)).toEqual([
      ['inventoryNumber', 'NUMERO INVENTARIO'],
      ['description', 'descrizione'],
      ['site', 'Plesso'],
      ['quantity', 'Qta'],
    ]);
  });

  it('proposes the columns remembered first, as this file spells them, and gives no column twice', () => {
    const remembered: ColumnMapping = {
      inventoryNumber: 'N. Inv.',
      notes: 'Descrizione',
      location: 'Aula',
      chargeDate: null,
      gone: 'Descrizione',
    };
    const proposal = proposeColumnMapping(['n inv', 'Descrizione', 'Data carico', 'Ubicazione'], remembered);
    expect(proposal).toMatchObject({
      inventoryNumber: 'n inv',
      notes: 'Descrizione',
      // Taken by the remembered choice: the field's own header does not take it back.
      description: null,
      // The remembered column is not in this file: the field's header is.
      location: 'Ubicazione',
      chargeDate: 'Data carico',
    });
    expect(proposal).not.toHaveProperty('gone');
  });
});

describe('columnMappingProblems', () => {
  const required = {
    inventoryNumber: 'N. Inv.',
    description: 'Descrizione bene',
    categoryCode: 'Colonna C',
    subcategoryCode: 'Note',
    historicalValue: 'Valore',
    chargeDate: 'data carico',
  };

  it('finds none in a mapping that gives every required field a column of the file', () => {
    expect(columnMappingProblems(names, mappingOf(required))).toEqual([]);
    expect(columnMappingProblems(names, required)).toEqual([]);
  });

  it('names a required field without a column, an unknown column, one given twice and an unknown field', () => {
    const problems = columnMappingProblems(names, {
      ...required,
      description: null,
      categoryCode: ' ',
      location: 'Stanza',
      notes: 'N. Inv.',
      colour: 'Valore',
    });
    expect(problems).toEqual([
      { field: 'description', code: 'columnRequired' },
      { field: 'categoryCode', code: 'columnRequired' },
      { field: 'location', code: 'columnUnknown' },
      { field: 'notes', code: 'columnTwice' },
      { field: 'colour', code: 'fieldUnknown' },
    ]);
  });
});

describe('applyColumnMapping', () => {
  it("makes the format's Beni of the mapped columns, each row in its place", () => {
    const mapped = applyColumnMapping(
      { name: 'Export', rows: exported() },
      mappingOf({
        inventoryNumber: 'N. Inv.',
        description: 'Descrizione bene',
        location: 'Colonna C',
        notes: 'NOTE (2)',
        historicalValue: 'valore',
        site: 'Sede',
      }),
    );
    expect(mapped.name).toBe('Beni');
    expect(mapped.rows.slice(0, 5)).toEqual([
      [],
      ['Numero inventario', 'Descrizione', 'Ubicazione', 'Valore storico', 'Note'],
      [12, 'Notebook', 'Aula 1', 720.5, null],
      [null, '', null, null, null],
      [13, 'Proiettore', 'Aula 2', '480,00', 'x'],
    ]);
    expect(mapped.rows).toHaveLength(exported().length);
  });

  it('leaves a sheet without a header as it is, under the format’s name', () => {
    expect(applyColumnMapping({ name: 'Export', rows: [[]] }, {})).toEqual({ name: 'Beni', rows: [[]] });
  });
});

describe('issuesInFileTerms', () => {
  it("names the mapped sheet's issues by the file's sheet and headers", () => {
    const issue = (sheet: string, column: string | null): ImportIssue => ({
      severity: 'error',
      code: 'required',
      sheet,
      row: 3,
      column,
    });
    const mapping = mappingOf({ description: 'Descrizione bene' });
    expect(
      issuesInFileTerms(
        [
          issue('Beni', 'Descrizione'),
          issue('Beni', 'Numero inventario'),
          issue('Beni', null),
          issue('X', 'Descrizione'),
        ],
        'Export',
        mapping,
      ).map((i) => [i.sheet, i.column]),
    ).toEqual([
      ['Export', 'Descrizione bene'],
      ['Export', 'Numero inventario'],
      ['Export', null],
      ['X', 'Descrizione'],
    ]);
  });
});
