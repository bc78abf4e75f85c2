import { describe, expect, it } from 'vitest';
import { DOCUMENT_GROUP, DOCUMENT_TYPE } from '../../contracts/documents.ts';
import { DOCUMENT_TYPES, documentTypeOf, documentTypesOfGroup } from './document-types.ts';

describe('document types', () => {
  it('spell the sub-consignee as the admin lists and spec 01 do: subconsegnatario, one word', () => {
    expect(DOCUMENT_TYPES.filter((t) => /sub[- ]consegnat/i.test(t.description))).toEqual([]);
    expect(documentTypeOf(21)?.description).toBe('Nomina dei subconsegnatari');
  });

  it('describes every type of spec 01 §3 once', () => {
    expect(DOCUMENT_TYPES.map((t) => t.id).sort((a, b) => a - b)).toEqual(
      Object.values(DOCUMENT_TYPE).sort((a, b) => a - b),
    );
  });

  it('groups them as the Prints menu offers them', () => {
    expect(documentTypesOfGroup(DOCUMENT_GROUP.registers).map((t) => t.id)).toEqual([7, 8, 9, 10, 19, 20]);
    expect(documentTypesOfGroup(DOCUMENT_GROUP.minutes).map((t) => t.id)).toEqual([21, 22, 23, 24]);
    expect(documentTypesOfGroup(DOCUMENT_GROUP.lists).map((t) => t.id)).toEqual([27, 28, 30, 31, 42, 43, 44]);
    expect(documentTypesOfGroup(DOCUMENT_GROUP.labels).map((t) => t.id)).toEqual([29, 32]);
    expect(documentTypesOfGroup(DOCUMENT_GROUP.exports).map((t) => t.id)).toEqual([50]);
    expect(documentTypesOfGroup(10)).toEqual([]);
    expect(documentTypeOf(7)?.description).toBe('Registro di inventario');
    expect(documentTypeOf(1)).toBeUndefined();
  });
});
