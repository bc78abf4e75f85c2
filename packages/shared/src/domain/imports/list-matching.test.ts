import { describe, expect, it } from 'vitest';
import type { PlannedCreditor } from './import-plan.ts';
import {
  matchCreditor,
  matchLocation,
  matchPlanLists,
  matchSite,
  matchSubConsignee,
  type SchoolLists,
} from './list-matching.ts';
import { validateWholeInventory } from './validate-whole-inventory.ts';
import { toSheets, validSchoolTables } from './whole-inventory.fixtures.ts';

const school: SchoolLists = {
  sites: [{ id: 1, code: 's01' }],
  locations: [
    { id: 10, siteId: 1, code: 'LAB1' },
    { id: 11, siteId: 2, code: 'A1' },
  ],
  subConsignees: [
    { id: 20, description: 'Anna Bianchi', fiscalCode: 'BNCNNA80A41E648X' },
    { id: 21, description: 'Rossi Mario', fiscalCode: null },
  ],
  subcategories: [{ id: 30, register: 'movable', categoryCode: '01', code: '01' }],
  creditors: [
    { id: 40, vatNumber: '00743110157', fiscalCode: null, displayName: 'Forniture Rossi' },
    { id: 41, vatNumber: null, fiscalCode: 'VRDLCU70A01F205X', displayName: 'Verdi Luca' },
    { id: 42, vatNumber: null, fiscalCode: null, displayName: 'Cartoleria Neri snc' },
  ],
};

const creditor = (fields: Partial<PlannedCreditor>): PlannedCreditor => ({
  row: 2,
  code: 'F1',
  vendorType: 'G',
  businessName: null,
  surname: null,
  name: null,
  vatNumber: null,
  fiscalCode: null,
  ...fields,
});

describe('matching a file’s lists onto the school’s', () => {
  it('maps a site by its code, whatever the case, and creates one the school does not have', () => {
    const site = { row: 2, description: 'x', address: null, city: null };
    expect(matchSite({ ...site, code: 'S01' }, school)).toEqual({
      kind: 'site',
      sourceKey: 'S01',
      action: 'map',
      targetId: 1,
      matchedBy: 'code',
    });
    expect(matchSite({ ...site, code: 'S09' }, school)).toMatchObject({
      action: 'create',
      targetId: null,
      matchedBy: null,
    });
  });

  it('maps a location only inside the school site its own site maps onto', () => {
    const location = {
      row: 2,
      siteCode: 'S01',
      code: 'lab1',
      description: 'x',
      roomNumber: null,
      floorNumber: null,
      subConsignee: null,
      notes: null,
      active: true,
    };
    const onSite1 = matchSite({ row: 2, code: 'S01', description: 'x', address: null, city: null }, school);
    expect(matchLocation(location, onSite1, school)).toMatchObject({
      sourceKey: 'S01|lab1',
      action: 'map',
      targetId: 10,
    });
    const created = {
      kind: 'site' as const,
      sourceKey: 'S02',
      action: 'create' as const,
      targetId: null,
      matchedBy: null,
    };
    // The school's A1 is on another site: a new site's locations are new.
    expect(matchLocation({ ...location, siteCode: 'S02', code: 'A1' }, created, school)).toMatchObject({
      action: 'create',
    });
  });

  it('maps a sub-consignee by fiscal code, else by name', () => {
    const person = { row: 2, notes: null };
    expect(
      matchSubConsignee({ ...person, description: 'Bianchi Anna', fiscalCode: 'bncnna80a41e648x' }, school),
    ).toMatchObject({ targetId: 20, matchedBy: 'fiscalCode' });
    expect(
      matchSubConsignee({ ...person, description: 'ROSSI MARIO', fiscalCode: null }, school),
    ).toMatchObject({ targetId: 21, matchedBy: 'name' });
    expect(
      matchSubConsignee({ ...person, description: 'Gialli Ugo', fiscalCode: null }, school),
    ).toMatchObject({ action: 'create' });
  });

  it('maps a creditor by VAT number, then fiscal code, then name', () => {
    expect(
      matchCreditor(creditor({ vatNumber: '00743110157', businessName: 'Altro nome' }), school),
    ).toMatchObject({ targetId: 40, matchedBy: 'vatNumber' });
    expect(
      matchCreditor(
        creditor({ vendorType: 'F', surname: 'Verdi', name: 'Luca', fiscalCode: 'VRDLCU70A01F205X' }),
        school,
      ),
    ).toMatchObject({ targetId: 41, matchedBy: 'fiscalCode' });
    expect(matchCreditor(creditor({ businessName: 'cartoleria neri SNC' }), school)).toMatchObject({
      targetId: 42,
      matchedBy: 'name',
    });
    expect(matchCreditor(creditor({ businessName: 'Nuova ditta' }), school)).toMatchObject({
      action: 'create',
    });
  });

  it('matches every list of a valid file, sites before their locations', () => {
    const { plan } = validateWholeInventory(toSheets(validSchoolTables()));
    const matches = matchPlanLists(plan, school);
    expect(matches.map((m) => [m.kind, m.sourceKey, m.action, m.targetId])).toEqual([
      ['site', 'S01', 'map', 1],
      ['site', 'S02', 'create', null],
      ['location', 'S01|LAB1', 'map', 10],
      ['location', 'S01|SEG', 'create', null],
      ['location', 'S02|A1', 'create', null],
      ['subConsignee', 'Bianchi Anna', 'map', 20],
      ['subcategory', 'movable|01|01', 'map', 30],
      ['subcategory', 'movable|03|02', 'create', null],
      ['creditor', 'F1', 'map', 40],
    ]);
  });
});
