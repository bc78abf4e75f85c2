import type { TempListEntry } from '@inventario/shared/contracts/imports';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import {
  changeOf,
  describeSource,
  locationSite,
  locationTargets,
  mappingConflictOf,
  pageOfEntry,
  sourceName,
} from './mapping-lists.ts';

const percent = (value: number) => `${String(value).replace('.', ',')}%`;

const entry = (sourceKey: string, extra: Partial<TempListEntry> = {}): TempListEntry => ({
  sourceKey,
  source: {},
  action: 'create',
  targetId: null,
  targetLabel: null,
  matchedBy: null,
  ...extra,
});

describe('describeSource', () => {
  it('gives a site its code, name and address', () => {
    const view = describeSource(
      'site',
      { row: 2, code: '01', description: 'Sede centrale', address: 'Via Verdi 15', city: 'Padova' },
      percent,
    );
    expect(view).toEqual({
      code: '01',
      name: 'Sede centrale',
      details: [{ kind: 'address', value: 'Via Verdi 15, Padova' }],
    });
    expect(sourceName(view)).toBe('01 Sede centrale');
  });

  it('gives a location its site, and a sub-consignee (who has no code) the fiscal code', () => {
    expect(
      describeSource('location', { siteCode: '01', code: '002', description: 'Aula 2B' }, percent),
    ).toEqual({
      code: '002',
      name: 'Aula 2B',
      details: [{ kind: 'site', value: '01' }],
    });
    const person = describeSource(
      'subConsignee',
      { description: 'Bianchi Laura', fiscalCode: null },
      percent,
    );
    expect(person).toEqual({ code: null, name: 'Bianchi Laura', details: [] });
    expect(sourceName(person)).toBe('Bianchi Laura');
  });

  it('names a subcategory by category and code, with its register, category and rates', () => {
    const source = {
      register: 'movable',
      categoryCode: '03',
      categoryDescription: 'Hardware',
      code: '01',
      description: 'Personal computer',
      rates: [{ fromYear: 2022, percent: 25 }],
    };
    expect(describeSource('subcategory', source, percent)).toEqual({
      code: '03.01',
      name: 'Personal computer',
      details: [
        { kind: 'register', value: 'movable' },
        { kind: 'category', value: 'Hardware' },
        { kind: 'rates', value: '25%' },
      ],
    });
    const twoRates = {
      ...source,
      rates: [
        { fromYear: 2022, percent: 25 },
        { fromYear: 2024, percent: 12.5 },
      ],
    };
    expect(describeSource('subcategory', twoRates, percent).details.at(-1)).toEqual({
      kind: 'rates',
      value: '25% (2022), 12,5% (2024)',
    });
  });

  it('names a company creditor by business name and VAT number, a person by surname and name', () => {
    expect(
      describeSource(
        'creditor',
        {
          code: 'F001',
          vendorType: 'G',
          businessName: 'Informatica Veneta S.r.l.',
          vatNumber: '02897650285',
          fiscalCode: '02897650285',
        },
        percent,
      ),
    ).toEqual({
      code: 'F001',
      name: 'Informatica Veneta S.r.l.',
      details: [{ kind: 'vatNumber', value: '02897650285' }],
    });
    expect(
      describeSource(
        'creditor',
        { code: 'F003', vendorType: 'F', surname: 'Verdi', name: 'Paolo', fiscalCode: 'VRDPLA72C15L736H' },
        percent,
      ),
    ).toEqual({
      code: 'F003',
      name: 'Verdi Paolo',
      details: [{ kind: 'fiscalCode', value: 'VRDPLA72C15L736H' }],
    });
  });
});

describe('changeOf', () => {
  const matched = entry('01', { action: 'map', targetId: 7, targetLabel: '01 Sede', matchedBy: 'code' });

  it('sends a new target, or a new entry, and nothing when the choice is what the list already says', () => {
    expect(changeOf(matched, { action: 'map', targetId: 9 })).toEqual({
      sourceKey: '01',
      action: 'map',
      targetId: 9,
    });
    expect(changeOf(matched, { action: 'create', targetId: 7 })).toEqual({
      sourceKey: '01',
      action: 'create',
    });
    expect(changeOf(matched, { action: 'map', targetId: 7 })).toBeUndefined();
    expect(changeOf(entry('02'), { action: 'create', targetId: null })).toBeUndefined();
    expect(changeOf(entry('02'), { action: 'map', targetId: null })).toBeUndefined();
  });
});

describe('the locations a location of the file may map onto', () => {
  const sites = [
    entry('01', { action: 'map', targetId: 7, targetLabel: '07 Succursale', matchedBy: 'user' }),
    entry('02'),
  ];
  const schoolLocations = [
    { id: 1, code: 'LAB', site: { id: 7 } },
    { id: 2, code: 'PAL', site: { id: 8 } },
    { id: 3, code: 'AULA', site: { id: 7 } },
  ];

  it("are those of the school's site its site maps onto, whatever the case of the site's code", () => {
    const site = locationSite(entry('01|001', { source: { siteCode: '01', code: '001' } }), sites);
    expect(site).toEqual({ kind: 'mapped', siteCode: '01', siteId: 7, siteLabel: '07 Succursale' });
    expect(locationTargets(schoolLocations, site).map((location) => location.id)).toEqual([1, 3]);
    const lower = [entry('ab', { action: 'map', targetId: 8, targetLabel: 'AB', matchedBy: 'code' })];
    expect(locationSite(entry('AB|1', { source: { siteCode: 'AB' } }), lower)).toMatchObject({ siteId: 8 });
  });

  it('are none while its site is to be created, or not in the list', () => {
    const created = locationSite(entry('02|001', { source: { siteCode: '02' } }), sites);
    expect(created).toEqual({ kind: 'created', siteCode: '02' });
    expect(locationTargets(schoolLocations, created)).toEqual([]);
    expect(locationSite(entry('09|001', { source: { siteCode: '09' } }), sites)).toEqual({
      kind: 'unknown',
      siteCode: '09',
    });
    expect(locationSite(entry('01|001', { source: { siteCode: '01' } }), undefined).kind).toBe('unknown');
  });
});

describe('mappingConflictOf', () => {
  it("reads the list and the entry of a confirm refused for a collision with the school's lists", () => {
    const refusal = new ApiError('importSiteCodeTaken', 'taken', 409, { kind: 'site', sourceKey: '01' });
    expect(mappingConflictOf(refusal)).toEqual({
      code: 'importSiteCodeTaken',
      kind: 'site',
      sourceKey: '01',
    });
    const rates = new ApiError('importRatesDisagree', 'rates', 409, {
      kind: 'subcategory',
      sourceKey: 'movable|03|01',
    });
    expect(mappingConflictOf(rates)?.kind).toBe('subcategory');
  });

  it('is none for another refusal, or one that names no known list', () => {
    expect(mappingConflictOf(new ApiError('importNotReady', 'not ready', 409))).toBeUndefined();
    expect(
      mappingConflictOf(new ApiError('importSiteCodeTaken', 'taken', 409, { kind: 'asset', sourceKey: '1' })),
    ).toBeUndefined();
    expect(mappingConflictOf(new Error('boom'))).toBeUndefined();
  });
});

describe('pageOfEntry', () => {
  it('finds the page that shows an entry', () => {
    const entries = Array.from({ length: 25 }, (_, index) => ({ sourceKey: `F${index}` }));
    expect(pageOfEntry(entries, 'F0', 10)).toBe(0);
    expect(pageOfEntry(entries, 'F10', 10)).toBe(1);
    expect(pageOfEntry(entries, 'F24', 10)).toBe(2);
    expect(pageOfEntry(entries, 'F99', 10)).toBeUndefined();
  });
});
