import { describe, expect, it } from 'vitest';
import { changedFields, isSecretField, sameValue } from './changed-fields.ts';

describe('changedFields', () => {
  it('lists the added, removed and changed fields, by path, noise left out', () => {
    const before = { description: 'Notebook', price: 899.9, serial: 'A1', updatedAt: '2026-01-01' };
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

describe('sameValue', () => {
  it('compares objects by keys, whatever their order', () => {
    expect(sameValue({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameValue(null, 0)).toBe(false);
  });
});
