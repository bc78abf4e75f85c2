import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import { describe, expect, it } from 'vitest';
import { fieldSetOf, fieldsOf, registerRequired } from './print-fields.ts';

describe('the Register field (spec 01 §2)', () => {
  it('shows for every type but Model K, the labels and the nomination, which names no goods', () => {
    const withRegister = DOCUMENT_TYPES.filter((type) =>
      fieldsOf(fieldSetOf(type.id)).includes('idRegister'),
    );
    expect(withRegister.map((type) => type.id)).toEqual([
      7, 8, 9, 19, 20, 22, 23, 24, 27, 28, 30, 31, 42, 43, 44,
    ]);
  });

  it("is required by the registers' prints only; minutes and lists print every register without it", () => {
    const required = DOCUMENT_TYPES.filter((type) => registerRequired(fieldSetOf(type.id)));
    expect(required.map((type) => type.id)).toEqual([7, 8, 9, 19, 20, 27]);
  });
});
