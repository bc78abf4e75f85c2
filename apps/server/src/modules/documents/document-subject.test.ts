import { describe, expect, it } from 'vitest';
import { subjectOf } from './document-subject.ts';
import type { SubjectNames } from './documents.repo.ts';

const names: SubjectNames = {
  registerName: 'Beni mobili',
  creditorName: 'Rossi srl',
  siteName: 'Sede centrale',
  locationName: 'Aula 1',
  labelsLayoutName: 'A4 3×8',
  subConsigneeNames: ['Mario Rossi', 'Anna Bianchi', 'Luca Verdi'],
  siteNames: ['Sede centrale'],
  proposal: { progressive: 4, year: 2026 },
};
const labels = {
  idLabelsSetting: 1,
  labelsHeading: '',
  labelsStartRow: 1,
  labelsStartColumn: 1,
  includeOriginalInventoryNumber: false,
};

describe('subjectOf', () => {
  it('takes from each type only the parts it has, with the names read beside it', () => {
    const cases: [number, object, object][] = [
      [7, { idRegister: 1, atDate: '2026-12-31' }, { register: 'Beni mobili', atDate: '2026-12-31' }],
      [27, { idRegister: 1, atDate: '2026-12-31' }, { register: 'Beni mobili', atDate: '2026-12-31' }],
      [
        8,
        { idRegister: 1, fromDate: '2026-01-01', toDate: '2026-06-30', startPage: 1 },
        { register: 'Beni mobili', fromDate: '2026-01-01', toDate: '2026-06-30' },
      ],
      [10, { year: 2026 }, { year: 2026 }],
      [
        21,
        { atDate: '2026-03-31', idSubConsigneeList: [1, 2, 3, 4, 5] },
        { atDate: '2026-03-31', subConsignees: { names: names.subConsigneeNames, count: 5 } },
      ],
      [22, { atDate: '2026-03-31', merge: false, idSiteList: [] }, { atDate: '2026-03-31' }],
      [
        22,
        { atDate: '2026-03-31', merge: true, idSiteList: [4] },
        { atDate: '2026-03-31', sites: { names: ['Sede centrale'], count: 1 } },
      ],
      [
        23,
        { atDate: '2026-03-31', idSubConsignee: 1, idLocationList: [1] },
        { atDate: '2026-03-31', subConsignees: { names: names.subConsigneeNames, count: 1 } },
      ],
      [
        28,
        { idCreditorDebtor: 1, fromDate: '2026-01-01', toDate: '2026-12-31' },
        { creditor: 'Rossi srl', fromDate: '2026-01-01', toDate: '2026-12-31' },
      ],
      [
        30,
        { atDate: '2026-05-01', idSite: 1, idLocationList: [] },
        { atDate: '2026-05-01', site: 'Sede centrale' },
      ],
      [
        31,
        { originalInventoryNumberFrom: 'A1', originalInventoryNumberTo: 'A9' },
        { range: { kind: 'originalInventoryNumber', from: 'A1', to: 'A9' } },
      ],
      [
        42,
        { fromDate: '2026-01-01', toDate: '2026-03-31' },
        { fromDate: '2026-01-01', toDate: '2026-03-31' },
      ],
      [43, { atDate: '2026-08-31' }, { atDate: '2026-08-31' }],
      [
        44,
        { atDate: '2026-08-31', idSubConsigneeList: [1] },
        { atDate: '2026-08-31', subConsignees: { names: names.subConsigneeNames, count: 1 } },
      ],
      [
        29,
        {
          ...labels,
          basis: { kind: 'inventoryNumber', idRegister: 1, fromInventoryNumber: 1, toInventoryNumber: 200 },
        },
        {
          labelsLayout: 'A4 3×8',
          register: 'Beni mobili',
          range: { kind: 'inventoryNumber', from: '1', to: '200' },
        },
      ],
      [
        32,
        { ...labels, basis: { kind: 'location', idSite: 1, idLocation: 2 } },
        { labelsLayout: 'A4 3×8', site: 'Sede centrale', location: 'Aula 1' },
      ],
      [
        32,
        { ...labels, basis: { kind: 'location', idSite: 1 } },
        { labelsLayout: 'A4 3×8', site: 'Sede centrale' },
      ],
      [
        29,
        {
          ...labels,
          basis: {
            kind: 'originalInventoryNumber',
            originalInventoryNumberFrom: 'A',
            originalInventoryNumberTo: 'B',
          },
        },
        { labelsLayout: 'A4 3×8', range: { kind: 'originalInventoryNumber', from: 'A', to: 'B' } },
      ],
    ];
    for (const [documentType, conditions, subject] of cases) {
      expect(subjectOf({ documentType, conditions }, names), `type ${documentType}`).toEqual(subject);
    }
  });

  it('keeps a null name of a record deleted since', () => {
    const deleted = { ...names, registerName: null };
    expect(
      subjectOf({ documentType: 7, conditions: { idRegister: 1, atDate: '2026-12-31' } }, deleted),
    ).toEqual({
      register: null,
      atDate: '2026-12-31',
    });
  });

  it('gives an empty subject for conditions it cannot read', () => {
    expect(subjectOf({ documentType: 7, conditions: { atDate: '2026-12-31' } }, names)).toEqual({});
    expect(subjectOf({ documentType: 99, conditions: {} }, names)).toEqual({});
  });
});
