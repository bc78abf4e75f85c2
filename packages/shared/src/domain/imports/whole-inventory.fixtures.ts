import type { ImportCell } from './cell-values.ts';
import type { SheetContent } from './sheet-rows.ts';

/**
 * A small school's whole inventory as a workbook's sheets: two sites, three locations, two years
 * (2025 closed with depreciation, 2026 open), a charge, a proposal and its discharge, a depreciation
 * voucher. Tests change a copy of it to make each problem.
 */
export type SheetTable = { name: string; header: string[]; rows: ImportCell[][] };

export function validSchoolTables(): SheetTable[] {
  return [
    {
      name: 'Sedi',
      header: ['Codice', 'Descrizione', 'Indirizzo', 'Comune'],
      rows: [
        ['S01', 'Sede centrale', 'Via Roma 1', 'Lodi'],
        ['S02', 'Plesso Garibaldi', 'Via Garibaldi 8', 'Lodi'],
      ],
    },
    {
      name: 'Subconsegnatari',
      header: ['Nominativo', 'Codice fiscale', 'Note'],
      rows: [['Bianchi Anna', 'BNCNNA80A41E648X', null]],
    },
    {
      name: 'Ubicazioni',
      header: ['Codice sede', 'Codice', 'Descrizione', 'Piano', 'Subconsegnatario', 'Attiva'],
      rows: [
        ['S01', 'LAB1', 'Laboratorio di informatica', '1', 'Bianchi Anna', 'Sì'],
        ['S01', 'SEG', 'Segreteria', '0', null, 'Sì'],
        ['S02', 'A1', 'Aula 1', '0', null, 'No'],
      ],
    },
    {
      name: 'Sottocategorie',
      header: [
        'Registro',
        'Categoria',
        'Descrizione categoria',
        'Codice',
        'Descrizione',
        'Aliquota %',
        'Aliquota dal',
      ],
      rows: [
        ['BM', '01', 'Mobili e arredi', '01', 'Mobili e arredi per ufficio', '10', null],
        ['BM', '03', 'Macchine e attrezzature', '02', 'Hardware', '25', 2020],
        ['BM', '03', 'Macchine e attrezzature', '02', 'Hardware', '20', 2026],
      ],
    },
    {
      name: 'Fornitori',
      header: ['Codice', 'Tipo', 'Ragione sociale', 'Cognome', 'Nome', 'Partita IVA', 'Codice fiscale'],
      rows: [['F1', 'G', 'Rossi Forniture srl', null, null, '00743110157', null]],
    },
    {
      name: 'Esercizi',
      header: ['Anno', 'Data inizio', 'Data fine', 'Stato'],
      rows: [
        [2025, '01/01/2025', '31/12/2025', 'Chiuso con ammortamento'],
        [2026, '01/01/2026', null, 'Aperto'],
      ],
    },
    {
      name: 'Beni',
      header: [
        'Codice bene',
        'Registro',
        'Numero inventario',
        'Numero facile consumo',
        'Descrizione',
        'Categoria',
        'Sottocategoria',
        'Codice sede',
        'Codice ubicazione',
        'Valore storico',
        'Valore attuale',
        'Data carico',
        'Stato',
        'Numero di serie',
      ],
      rows: [
        [
          'B1',
          'BM',
          1,
          null,
          'Notebook 15"',
          '03',
          '02',
          'S01',
          'LAB1',
          '800,00',
          '600,00',
          '10/03/2025',
          'In carico',
          'SN-1',
        ],
        [
          'B2',
          'BM',
          2,
          null,
          'Scrivania',
          '01',
          '01',
          'S01',
          'SEG',
          '450,00',
          '405,00',
          '10/03/2025',
          'Scaricato',
          null,
        ],
        [
          'B3',
          'BM',
          null,
          1,
          'Sedia',
          '01',
          '01',
          'S02',
          'A1',
          '45,00',
          '45,00',
          '10/03/2025',
          'In carico',
          null,
        ],
      ],
    },
    {
      name: 'Movimenti',
      header: [
        'Tipo',
        'Anno',
        'Numero',
        'Data',
        'Causale',
        'Tipo variazione',
        'Codice fornitore',
        'Numero documento',
        'Data documento',
        'Stato proposta',
        'Proposte',
      ],
      rows: [
        ['Carico', 2025, 1, '10/03/2025', 'ACQ', null, 'F1', 'FT 12', '05/03/2025', null, null],
        ['Diminuzione di valore', 2025, 1, '31/12/2025', null, 'DEP', null, null, null, null, null],
        ['Proposta di scarico', 2026, 1, '15/02/2026', 'FUO', null, null, null, null, 'Confermata', null],
        ['Scarico', 2026, 1, '20/02/2026', 'FUO', null, null, null, null, null, '2026/1'],
      ],
    },
    {
      name: 'Righe',
      header: ['Tipo', 'Anno', 'Numero', 'Codice bene', 'Valore', 'Variazione'],
      rows: [
        ['Carico', 2025, 1, 'B1', '800,00', null],
        ['Carico', 2025, 1, 'B2', '450,00', null],
        ['Carico', 2025, 1, 'B3', '45,00', null],
        ['Diminuzione di valore', 2025, 1, 'B1', '600,00', '200,00'],
        ['Diminuzione di valore', 2025, 1, 'B2', '405,00', '45,00'],
        ['Proposta di scarico', 2026, 1, 'B2', '405,00', null],
        ['Scarico', 2026, 1, 'B2', '405,00', null],
      ],
    },
  ];
}

export function toSheets(tables: readonly SheetTable[]): SheetContent[] {
  return tables.map((t) => ({ name: t.name, rows: [t.header, ...t.rows] }));
}

/** A copy of the valid school with one sheet changed. */
export function withSheet(name: string, change: (table: SheetTable) => void): SheetContent[] {
  const tables = validSchoolTables();
  const table = tables.find((t) => t.name === name);
  if (!table) throw new Error(`no sheet ${name}`);
  change(table);
  return toSheets(tables);
}

/** Sets a cell of a data row (index from 0) by its header. */
export function setCell(table: SheetTable, rowIndex: number, header: string, value: ImportCell): void {
  const column = table.header.indexOf(header);
  const row = table.rows[rowIndex];
  if (column < 0 || !row) throw new Error(`no cell ${header} in row ${rowIndex} of ${table.name}`);
  row[column] = value;
}
