import { describe, expect, it } from 'vitest';
import { exportTableOf, gridTableColumns } from './export-table.ts';

interface Row {
  id: number;
  code: string;
  description: string;
  city: string | null;
  count: number;
  nested: { name: string };
}

const rows: Row[] = [
  { id: 1, code: 'RM01', description: 'Sede', city: 'Roma', count: 3, nested: { name: 'x' } },
  { id: 2, code: 'LT01', description: 'Plesso', city: null, count: 0, nested: { name: 'y' } },
];

describe('a list the client exports itself', () => {
  const columns = [
    { field: '__check__' },
    { field: 'code', headerName: 'Codice' },
    { field: 'description', headerName: 'Descrizione' },
    { field: 'city', headerName: 'Città' },
    { field: 'count', headerName: 'Beni' },
    { field: 'nested', headerName: 'Altro' },
    { field: 'actions', headerName: 'Azioni' },
  ];

  it("writes the grid's shown columns in its order, each cell its field's text or number", () => {
    const table = exportTableOf(gridTableColumns<Row>(columns, { description: false }), rows);
    expect(table.columns).toEqual([
      { header: 'Codice', kind: 'text' },
      { header: 'Città', kind: 'text' },
      { header: 'Beni', kind: 'text' },
      { header: 'Altro', kind: 'text' },
    ]);
    expect(table.rows).toEqual([
      ['RM01', 'Roma', 3, null],
      ['LT01', null, 0, null],
    ]);
  });

  it('takes a column its kind and its cell where the field is not what it shows', () => {
    const table = exportTableOf(
      gridTableColumns<Row>(
        columns,
        {},
        { count: { kind: 'integer' }, nested: { cell: (row) => row.nested.name } },
      ),
      rows,
    );
    expect(table.columns.map((column) => column.kind)).toEqual(['text', 'text', 'text', 'integer', 'text']);
    expect(table.rows[1]).toEqual(['LT01', 'Plesso', null, 0, 'y']);
  });
});
