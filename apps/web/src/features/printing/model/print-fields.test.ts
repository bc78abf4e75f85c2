import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import { describe, expect, it } from 'vitest';
import { fieldSetOf, fieldsOf, inMergeOf, registerRequired } from './print-fields.ts';

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

describe('the merge option of the DSGA handover (spec 01 §2)', () => {
  it('shows for a school on either side of a merge: the seller prints its handover report too', () => {
    expect(inMergeOf({ merged: false, merger: false })).toBe(false);
    expect(inMergeOf({ merged: true, merger: false })).toBe(true);
    expect(inMergeOf({ merged: false, merger: true })).toBe(true);
    const handover = fieldSetOf(22);
    expect(fieldsOf(handover, { inMerge: inMergeOf({ merged: true, merger: false }) })).toContain('merge');
    expect(fieldsOf(handover, { inMerge: inMergeOf({ merged: false, merger: false }) })).not.toContain(
      'merge',
    );
  });
});
