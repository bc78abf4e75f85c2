import { describe, expect, it } from 'vitest';
import type { PlannedLocation, PlannedSite, PlannedSubcategory } from './import-plan.ts';
import type { SchoolLists } from './list-matching.ts';
import { checkMappings, type MappingEntry } from './mapping-checks.ts';

const school: SchoolLists = {
  sites: [
    { id: 1, code: 'S01' },
    { id: 2, code: 'S02' },
  ],
  locations: [{ id: 10, siteId: 1, code: 'LAB1' }],
  subConsignees: [],
  subcategories: [{ id: 100, register: 'movable', categoryCode: '03', code: '02' }],
  creditors: [],
};

const site = (code: string): PlannedSite => ({ row: 2, code, description: code, address: null, city: null });
const location = (siteCode: string, code: string): PlannedLocation => ({
  row: 2,
  siteCode,
  code,
  description: code,
  roomNumber: null,
  floorNumber: null,
  subConsignee: null,
  notes: null,
  active: true,
});
const subcategory = (code: string, percent: number): PlannedSubcategory => ({
  row: 2,
  register: 'movable',
  categoryCode: '03',
  code,
  description: code,
  rates: [{ fromYear: 2020, percent }],
  aggregationCode: null,
  categoryDescription: null,
});
const entry = (
  kind: MappingEntry['kind'],
  sourceKey: string,
  source: unknown,
  targetId: number | null = null,
): MappingEntry => ({ kind, sourceKey, action: targetId === null ? 'create' : 'map', targetId, source });

describe("the confirm's checks of the mapping", () => {
  it('accepts entries created with free codes and entries mapped', () => {
    expect(
      checkMappings(
        [
          entry('site', 's01', site('s01'), 1),
          entry('site', 'S09', site('S09')),
          entry('location', 's01|LAB2', location('s01', 'LAB2')),
          entry('location', 'S09|LAB1', location('S09', 'LAB1')),
          entry('subcategory', 'movable|03|09', subcategory('09', 20)),
        ],
        school,
      ),
    ).toEqual([]);
  });

  it('refuses a site or subcategory created with a code the school has, whatever the case', () => {
    expect(
      checkMappings(
        [entry('site', 's02', site('s02')), entry('subcategory', 'movable|03|02', subcategory('02', 20))],
        school,
      ),
    ).toEqual([
      { code: 'importSiteCodeTaken', kind: 'site', sourceKey: 's02' },
      { code: 'importSubcategoryCodeTaken', kind: 'subcategory', sourceKey: 'movable|03|02' },
    ]);
  });

  it("refuses a location created where its site's target has its code, or another of the file has", () => {
    const conflicts = checkMappings(
      [
        entry('site', 'A', site('A'), 1),
        entry('site', 'B', site('B'), 2),
        entry('site', 'C', site('C'), 2),
        entry('location', 'A|lab1', location('A', 'lab1')),
        entry('location', 'B|X', location('B', 'X')),
        entry('location', 'C|X', location('C', 'X')),
      ],
      school,
    );
    expect(conflicts).toEqual([
      { code: 'importLocationCodeTaken', kind: 'location', sourceKey: 'A|lab1' },
      { code: 'importLocationCodeTaken', kind: 'location', sourceKey: 'C|X' },
    ]);
  });

  it("refuses the file's subcategories mapped onto one of the school's when their rates differ", () => {
    expect(
      checkMappings(
        [
          entry('subcategory', 'movable|03|05', subcategory('05', 20), 100),
          entry('subcategory', 'movable|03|06', subcategory('06', 20), 100),
          entry('subcategory', 'movable|03|07', subcategory('07', 25), 100),
        ],
        school,
      ),
    ).toEqual([{ code: 'importRatesDisagree', kind: 'subcategory', sourceKey: 'movable|03|07' }]);
  });
});
