import type { ImportColumns } from '@inventario/shared/contracts/imports';
import { describe, expect, it } from 'vitest';
import { COLUMN_FIELDS, columnFormErrors, columnFormValues, sampleOf } from './column-form.ts';

const COLUMNS: ImportColumns = {
  sheet: 'Export',
  headers: ['N. Inv.', 'Descrizione', 'Note'],
  samples: [
    ['12', '', 'rotto'],
    ['13', 'Notebook', ''],
  ],
  mapping: {},
  remembered: false,
};

describe('columnFormValues', () => {
  it('has every field, those the mapping leaves out as null', () => {
    const values = columnFormValues({ description: 'Descrizione' });
    expect(Object.keys(values)).toEqual(COLUMN_FIELDS.map((field) => field.key));
    expect(values.description).toBe('Descrizione');
    expect(values.inventoryNumber).toBeNull();
  });
});

describe('columnFormErrors', () => {
  it('marks a required field without a column, and both fields given the same column', () => {
    const values = columnFormValues({ description: 'Descrizione', notes: 'Descrizione' });
    const errors = columnFormErrors(COLUMNS.headers, values);
    expect(errors.get('inventoryNumber')).toBe('imports.columns.problems.columnRequired');
    expect(errors.get('description')).toBe('imports.columns.problems.columnTwice');
    expect(errors.get('notes')).toBe('imports.columns.problems.columnTwice');
    expect(errors.has('brand')).toBe(false);
  });
});

describe('sampleOf', () => {
  it("is the first value the column has in the file's first rows", () => {
    expect(sampleOf(COLUMNS, 'Descrizione')).toBe('Notebook');
    expect(sampleOf(COLUMNS, 'N. Inv.')).toBe('12');
    expect(sampleOf(COLUMNS, null)).toBeUndefined();
    expect(sampleOf(COLUMNS, 'Marca')).toBeUndefined();
  });
});
