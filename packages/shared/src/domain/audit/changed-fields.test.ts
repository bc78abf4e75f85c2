import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, itemText, sameValue } from './changed-fields.ts';

describe('changedFields', () => {
  it('lists the added, removed and changed fields, by path, noise left out', () => {
    const before = {
      description: 'Notebook',
      price: 899.9,
      serial: 'A1',
      updatedAt: '2026-01-01',
      customerCode: 'DEMO001',
      searchText: 'notebook\u001fa1',
    };
    const after = {
      description: 'Notebook HP',
      price: 899.9,
      brand: 'HP',
      updatedAt: '2026-02-01',
      editable: { content: true },
    };
    expect(changedFields(before, after)).toEqual([
      { field: 'brand', kind: 'added', before: null, after: 'HP' },
      { field: 'description', kind: 'changed', before: 'Notebook', after: 'Notebook HP' },
      { field: 'serial', kind: 'removed', before: 'A1', after: null },
    ]);
  });

  it('flattens nested objects with dotted paths', () => {
    const before = { location: { id: 1, code: 'AULA1' }, status: 0 };
    const after = { location: { id: 2, code: 'LAB' }, status: 0 };
    expect(changedFields(before, after)).toEqual([
      { field: 'location.code', kind: 'changed', before: 'AULA1', after: 'LAB' },
      { field: 'location.id', kind: 'changed', before: 1, after: 2 },
    ]);
  });

  it('compares arrays as values', () => {
    expect(changedFields({ assetIds: [1, 2] }, { assetIds: [1, 2] })).toEqual([]);
    expect(changedFields({ assetIds: [1, 2] }, { assetIds: [2, 1] })).toEqual([
      { field: 'assetIds', kind: 'changed', before: [1, 2], after: [2, 1] },
    ]);
  });

  it('lists every set field of a creation and of a deletion', () => {
    expect(changedFields(null, { code: 'S1', description: 'Sede' })).toEqual([
      { field: 'code', kind: 'added', before: null, after: 'S1' },
      { field: 'description', kind: 'added', before: null, after: 'Sede' },
    ]);
    expect(changedFields({ code: 'S1', note: null }, null)).toEqual([
      { field: 'code', kind: 'removed', before: 'S1', after: null },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('a plain value is a change of the whole record', () => {
    expect(changedFields(1, 2)).toEqual([{ field: '', kind: 'changed', before: 1, after: 2 }]);
  });

  it('never lists a secret', () => {
    const before = { username: 'a', password: 'old', session: { tokenHash: 'x', id: 1 } };
    const after = { username: 'b', password: 'new', session: { tokenHash: 'y', id: 1 }, apiKey: 'k' };
    expect(changedFields(before, after)).toEqual([
      { field: 'username', kind: 'changed', before: 'a', after: 'b' },
    ]);
    expect(isSecretField('token')).toBe(true);
    expect(isSecretField('description')).toBe(false);
  });
});

describe('changedFields of lists of records', () => {
  const line = (id: number, inventoryNumber: number | null, description: string, price: number) => ({
    id,
    description,
    register: { id: 1, description: 'Beni mobili', kind: 'movable' },
    inventoryNumber,
    durableNumber: null,
    historicalPrice: price,
    location: { id: 3, code: 'AULA1', description: 'Aula 1' },
  });

  it("compares a voucher's lines by id, each field with the line it belongs to", () => {
    const before = { number: 3, assets: [line(12, 7, 'Notebook', 500), line(13, 8, 'Sedia', 90)] };
    const after = {
      number: 3,
      assets: [line(14, null, 'Lavagna', 300), line(12, 7, 'Notebook HP', 550)],
    };
    expect(changedFields(before, after)).toEqual([
      {
        field: 'assets[12].description',
        kind: 'changed',
        before: 'Notebook',
        after: 'Notebook HP',
        item: 'BM 7 Notebook HP',
      },
      {
        field: 'assets[12].historicalPrice',
        kind: 'changed',
        before: 500,
        after: 550,
        item: 'BM 7 Notebook HP',
      },
      {
        field: 'assets[13]',
        kind: 'removed',
        before: line(13, 8, 'Sedia', 90),
        after: null,
        item: 'BM 8 Sedia',
      },
      {
        field: 'assets[14]',
        kind: 'added',
        before: null,
        after: line(14, null, 'Lavagna', 300),
        item: 'Lavagna',
      },
    ]);
  });

  it('lists the lines a voucher gains from none, and keeps a whole list of a creation whole', () => {
    expect(changedFields({ assets: [] }, { assets: [line(12, 7, 'Notebook', 500)] })).toEqual([
      {
        field: 'assets[12]',
        kind: 'added',
        before: null,
        after: line(12, 7, 'Notebook', 500),
        item: 'BM 7 Notebook',
      },
    ]);
    expect(changedFields(null, { assets: [line(12, 7, 'Notebook', 500)] })).toEqual([
      { field: 'assets', kind: 'added', before: null, after: [line(12, 7, 'Notebook', 500)] },
    ]);
  });

  it('never shows the secrets of a record added whole', () => {
    const [change] = changedFields({ users: [] }, { users: [{ id: 1, name: 'dsga', tokenHash: 'x' }] });
    expect(change).toEqual({
      field: 'users[1]',
      kind: 'added',
      before: null,
      after: { id: 1, name: 'dsga' },
      item: 'dsga',
    });
  });
});

describe('itemText', () => {
  it('names a record by its register number and description, or its name or code', () => {
    expect(itemText({ register: { kind: 'books' }, inventoryNumber: 4, description: 'Atlante' })).toBe(
      'LB 4 Atlante',
    );
    expect(
      itemText({ registerKind: 'movable', inventoryNumber: null, durableNumber: 9, description: 'Mouse' }),
    ).toBe('BM 9 Mouse');
    // A good discharged before a renumbering keeps a number below zero: it shows none.
    expect(itemText({ register: { kind: 'movable' }, inventoryNumber: -3, description: 'Sedia' })).toBe(
      'Sedia',
    );
    expect(itemText({ code: 'AULA1' })).toBe('AULA1');
    expect(itemText({ id: 4 })).toBeUndefined();
    expect(itemText('Aula')).toBeUndefined();
  });
});

describe('sameValue', () => {
  it('compares objects by keys, whatever their order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
  });
});
