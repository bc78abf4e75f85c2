import { describe, expect, it } from 'vitest';
import { exportColumnsOf } from './export-columns.ts';

describe('the columns an export writes', () => {
  const columns = [
    { field: '__check__' },
    { field: 'number', headerName: 'N.' },
    { field: 'description', headerName: 'Descrizione' },
    { field: 'brand', headerName: 'Marca' },
    { field: 'status', headerName: 'Stato' },
    { field: 'actions', headerName: 'Azioni' },
  ];

  it('are those shown, in order, with their headers, without the controls', () => {
    expect(exportColumnsOf(columns, { brand: false }, { status: { charged: 'Inventariato' } })).toEqual([
      { key: 'number', header: 'N.' },
      { key: 'description', header: 'Descrizione' },
      { key: 'status', header: 'Stato', labels: { charged: 'Inventariato' } },
    ]);
  });
});
