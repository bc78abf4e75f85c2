import { describe, expect, it } from 'vitest';
import { failureCodeOf, resultLinks, resultSections } from './import-result.ts';

/** The result of the type-1 template's example school, imported into an empty school. */
const TEMPLATE_RESULT = {
  sites: 1,
  locations: 2,
  subConsignees: 1,
  categories: 3,
  subcategories: 3,
  creditors: 3,
  debtors: 0,
  administrations: 0,
  years: 2,
  universalities: 1,
  assets: 7,
  charge: 3,
  discharge: 1,
  proposal: 1,
  decrease: 0,
  increase: 1,
  lines: 10,
};

describe('resultSections', () => {
  it('groups the counts: created in the lists, years and goods, vouchers by kind', () => {
    const sections = resultSections(TEMPLATE_RESULT);
    expect(sections.map((group) => group.section)).toEqual(['created', 'goods', 'vouchers']);
    expect(sections[0]?.rows.map((row) => row.key)).toEqual([
      'sites',
      'locations',
      'subConsignees',
      'categories',
      'subcategories',
      'creditors',
      'debtors',
      'administrations',
    ]);
    expect(sections[1]?.rows).toEqual([
      { key: 'years', count: 2 },
      { key: 'universalities', count: 1 },
      { key: 'assets', count: 7 },
    ]);
    expect(sections[2]?.rows.map((row) => [row.key, row.count])).toEqual([
      ['charge', 3],
      ['proposal', 1],
      ['discharge', 1],
      ['decrease', 0],
      ['increase', 1],
      ['lines', 10],
    ]);
  });

  it('leaves out the keys the result lacks, empty sections and keys it does not know', () => {
    expect(resultSections({ assets: 4, charge: 1, somethingNew: 3 })).toEqual([
      { section: 'goods', rows: [{ key: 'assets', count: 4 }] },
      { section: 'vouchers', rows: [{ key: 'charge', count: 1 }] },
    ]);
    expect(resultSections({})).toEqual([]);
  });
});

describe('resultLinks', () => {
  it('leads to the lists of what came in, value vouchers once for both kinds', () => {
    expect(resultLinks(TEMPLATE_RESULT)).toEqual([
      { link: 'charge', path: '/charge' },
      { link: 'proposal', path: '/outdated' },
      { link: 'discharge', path: '/discharge' },
      { link: 'valueVouchers', path: '/value-voucher' },
      { link: 'assets', path: '/assets' },
      { link: 'universalities', path: '/universalities' },
      { link: 'years', path: '/financial-year' },
      { link: 'placement', path: '/admin-lists/placement' },
      { link: 'subConsignees', path: '/admin-lists/subconsignees' },
      { link: 'catalogue', path: '/admin-lists/categories' },
      { link: 'creditors', path: '/admin-lists/creditors' },
    ]);
    expect(resultLinks({ assets: 3, charge: 0, decrease: 0 })).toEqual([{ link: 'assets', path: '/assets' }]);
    expect(resultLinks({ discharge: 2, debtors: 1, administrations: 1 })).toEqual([
      { link: 'discharge', path: '/discharge' },
      { link: 'debtors', path: '/admin-lists/debtors' },
      { link: 'administrations', path: '/admin-lists/administrations' },
    ]);
  });
});

describe('failureCodeOf', () => {
  it('keeps a known failure code and reads any other as the generic failure', () => {
    expect(failureCodeOf('importSchoolChanged')).toBe('importSchoolChanged');
    expect(failureCodeOf('somethingElse')).toBe('importFailed');
    expect(failureCodeOf(null)).toBe('importFailed');
  });
});
