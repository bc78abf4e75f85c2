import { publishRequestSchema } from '@inventario/shared/contracts/documents';
import { describe, expect, it } from 'vitest';
import { fieldsOf, selectableTypes } from './print-fields.ts';
import {
  emptyPrintForm,
  fieldIssues,
  type PrintFormValues,
  printedTypeOf,
  toPublishRequest,
  withPrintedType,
} from './print-form.ts';
import { headsSyncOffered, missingAggregations, selectionOf } from './print-selections.ts';

const form = (values: Partial<PrintFormValues>): PrintFormValues => ({
  ...emptyPrintForm(),
  atDate: '2026-11-24',
  fromDate: '2026-01-01',
  toDate: '2026-11-24',
  year: 2026,
  ...values,
});
const messages = (values: Partial<PrintFormValues>) =>
  fieldIssues(form(values)).map((issue) => [issue.path[0], issue.message]);
const valid = (request: unknown) => publishRequestSchema.parse(request);

describe('the further dialog of each print (spec 01 §4 step 4)', () => {
  it('checks the subcategories of Model K and chooses sub-consignees for the nomination and Model 24', () => {
    expect(selectionOf(form({ documentType: 10 }))).toBe('modelKSubcategories');
    expect(selectionOf(form({ documentType: 21 }))).toBe('subConsignees');
    expect(selectionOf(form({ documentType: 44 }))).toBe('subConsignees');
    expect(selectionOf(form({ documentType: 43 }))).toBeNull();
  });
  it('chooses the locations of the sub-consignee for the handover and the return', () => {
    expect(selectionOf(form({ documentType: 23 }))).toBe('subConsigneeLocations');
    expect(selectionOf(form({ documentType: 24 }))).toBe('subConsigneeLocations');
  });
  it('chooses the site locations only when not all of them are listed', () => {
    expect(selectionOf(form({ documentType: 30, allLocations: true }))).toBeNull();
    expect(selectionOf(form({ documentType: 30, allLocations: false }))).toBe('siteLocations');
  });
  it('chooses the merged sites only for a DSGA handover with the merge option', () => {
    expect(selectionOf(form({ documentType: 22, merge: false }))).toBeNull();
    expect(selectionOf(form({ documentType: 22, merge: true }))).toBe('mergedSites');
  });
});

describe('the DS/DSGA sync offer (spec 01 §4 step 3)', () => {
  const same = { manager: 'Anna Rossi', consignee: 'Luca Bianchi', ds: 'Anna Rossi', dsga: 'Luca Bianchi' };
  it('is made for the prints they sign when the names differ or are missing', () => {
    for (const type of [9, 20, 21, 22, 23, 24]) {
      expect(headsSyncOffered(type, { ...same, ds: 'Maria Verdi' })).toBe(true);
      expect(headsSyncOffered(type, { ...same, consignee: null })).toBe(true);
      expect(headsSyncOffered(type, same)).toBe(false);
    }
  });
  it('is never made for the other prints', () => {
    for (const type of [7, 8, 10, 19, 27, 28, 30, 31, 42, 43, 44]) {
      expect(headsSyncOffered(type, { ...same, ds: 'Maria Verdi' })).toBe(false);
    }
    expect(headsSyncOffered(null, { ...same, ds: 'Maria Verdi' })).toBe(false);
  });
  it('is made when both sides miss a name, so the user learns the print would be unsigned', () => {
    expect(headsSyncOffered(22, { manager: null, consignee: null, ds: null, dsga: null })).toBe(true);
  });
});

describe('Model K and the aggregations (spec 01 §5)', () => {
  it('counts the subcategories without an aggregation', () => {
    expect(
      missingAggregations([{ aggregation: { code: 'A' } }, { aggregation: null }, { aggregation: null }]),
    ).toBe(2);
    expect(missingAggregations([{ aggregation: { code: 'A' } }])).toBe(0);
  });
});

describe('the fields and requests of the minutes and lists', () => {
  it('requires the supplier of the list by creditor, the sub-consignee of a handover, the site of a list by site', () => {
    expect(messages({ documentType: 28 })).toEqual([['creditor', 'rules.mandatory']]);
    expect(messages({ documentType: 23 })).toEqual([['idSubConsignee', 'rules.mandatory']]);
    expect(messages({ documentType: 30 })).toEqual([['idSite', 'rules.mandatory']]);
    expect(messages({ documentType: 21, atDate: null })).toEqual([['atDate', 'rules.mandatory']]);
  });
  it('offers the merge option only to a school on either side of a merge', () => {
    expect(fieldsOf('dsgaHandover')).toEqual(['idRegister', 'atDate']);
    expect(fieldsOf('dsgaHandover', { inMerge: false })).toEqual(['idRegister', 'atDate']);
    expect(fieldsOf('dsgaHandover', { inMerge: true })).toEqual(['idRegister', 'atDate', 'merge']);
    // The option belongs to the handover alone.
    expect(fieldsOf('atDate', { inMerge: true })).toEqual(['atDate']);
  });
  it('builds each request with what the selection dialogs chose', () => {
    expect(valid(toPublishRequest(form({ documentType: 21 }), { idSubConsigneeList: [3, 4] }))).toEqual({
      documentType: 21,
      conditions: { atDate: '2026-11-24', idSubConsigneeList: [3, 4] },
    });
    expect(valid(toPublishRequest(form({ documentType: 22 }), {}))).toEqual({
      documentType: 22,
      conditions: { atDate: '2026-11-24', merge: false, idSiteList: [] },
    });
    expect(
      valid(toPublishRequest(form({ documentType: 22, merge: true }), { idSiteList: [7] })),
    ).toMatchObject({
      conditions: { merge: true, idSiteList: [7] },
    });
    expect(
      valid(toPublishRequest(form({ documentType: 24, idSubConsignee: 5 }), { idLocationList: [8, 9] })),
    ).toEqual({
      documentType: 24,
      conditions: { atDate: '2026-11-24', idSubConsignee: 5, idLocationList: [8, 9] },
    });
    expect(
      valid(toPublishRequest(form({ documentType: 28, creditor: { id: 11, description: 'Alfa' } }), {})),
    ).toEqual({
      documentType: 28,
      conditions: { idCreditorDebtor: 11, fromDate: '2026-01-01', toDate: '2026-11-24' },
    });
    expect(valid(toPublishRequest(form({ documentType: 30, idSite: 2 }), {}))).toEqual({
      documentType: 30,
      conditions: { atDate: '2026-11-24', idSite: 2, idLocationList: [] },
    });
    expect(
      valid(
        toPublishRequest(form({ documentType: 30, idSite: 2, allLocations: false }), { idLocationList: [6] }),
      ),
    ).toMatchObject({ conditions: { idLocationList: [6] } });
    expect(valid(toPublishRequest(form({ documentType: 43 }), {}))).toEqual({
      documentType: 43,
      conditions: { atDate: '2026-11-24' },
    });
    expect(valid(toPublishRequest(form({ documentType: 44 }), { idSubConsigneeList: [1] }))).toEqual({
      documentType: 44,
      conditions: { atDate: '2026-11-24', idSubConsigneeList: [1] },
    });
  });
  it('refuses to build a request whose selection was not made', () => {
    expect(() => toPublishRequest(form({ documentType: 23, idSubConsignee: 5 }), {})).toThrow();
    expect(() => toPublishRequest(form({ documentType: 30, idSite: 2, allLocations: false }), {})).toThrow();
  });
});

describe('Model 24 as one entry with its type (spec 01 §2)', () => {
  const types = [{ id: 42 }, { id: 43 }, { id: 44 }];
  it('offers one Model 24 entry in the type selector', () => {
    expect(selectableTypes(types).map((type) => type.id)).toEqual([42, 43]);
    expect(selectableTypes([{ id: 44 }]).map((type) => type.id)).toEqual([44]);
  });
  it('prints the sub-consignees’ Model 24 when its type says so', () => {
    expect(printedTypeOf({ documentType: 43, model24Type: 'consignee' })).toBe(43);
    expect(printedTypeOf({ documentType: 43, model24Type: 'subConsignee' })).toBe(44);
    expect(printedTypeOf({ documentType: 42, model24Type: 'subConsignee' })).toBe(42);
    const printed = withPrintedType(form({ documentType: 43, model24Type: 'subConsignee' }));
    expect(selectionOf(printed)).toBe('subConsignees');
    expect(valid(toPublishRequest(printed, { idSubConsigneeList: [2] }))).toMatchObject({ documentType: 44 });
  });
});
