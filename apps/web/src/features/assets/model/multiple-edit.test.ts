import { describe, expect, it } from 'vitest';
import {
  type MultipleEditValues,
  noMultipleEdit,
  toFieldsPatch,
  validateMultipleEdit,
} from './multiple-edit.ts';

function edit(change: Partial<MultipleEditValues['chosen']>, rest: Partial<MultipleEditValues> = {}) {
  return { ...noMultipleEdit, ...rest, chosen: { ...noMultipleEdit.chosen, ...change } };
}

describe('toFieldsPatch', () => {
  it('sends only the chosen fields, a blank one as a clear', () => {
    const values = edit(
      { location: true, serialNumber: true, editor: true },
      {
        siteId: 1,
        locationId: 8,
        texts: { ...noMultipleEdit.texts, serialNumber: ' SN-1 ', editor: '  ', author: 'not chosen' },
      },
    );
    expect(toFieldsPatch(values)).toEqual({ locationId: 8, serialNumber: 'SN-1', editor: null });
  });
});

describe('validateMultipleEdit', () => {
  it('needs at least one field', () => {
    expect(validateMultipleEdit(noMultipleEdit)).toEqual({ fields: 'assets.multipleEdit.chooseField' });
  });

  it('needs a location when the location changes', () => {
    expect(validateMultipleEdit(edit({ location: true }, { siteId: 2 }))).toEqual({
      location: 'rules.mandatory',
    });
    expect(validateMultipleEdit(edit({ location: true }, { siteId: 2, locationId: 4 }))).toEqual({});
  });

  it('refuses texts longer than the contract allows', () => {
    const values = edit(
      { licensePlate: true },
      { texts: { ...noMultipleEdit.texts, licensePlate: 'X'.repeat(21) } },
    );
    expect(validateMultipleEdit(values)).toEqual({ licensePlate: 'rules.tooLongText' });
  });

  it('lets a chosen blank text through: it clears the field', () => {
    expect(validateMultipleEdit(edit({ chassis: true }))).toEqual({});
  });
});
