import { describe, expect, it } from 'vitest';
import { mergePageSelection } from './grid-selection.ts';
import { toSortModel, toSortRequest } from './grid-sort.ts';
import { lastPageIndex, toApiPage } from './paging.ts';

const sortKeys = { code: 'locationCode', 'site.code': 'siteCode' };

describe('grid sort mapping', () => {
  it('maps the sorted column to the API key and the direction to sortDesc', () => {
    expect(toSortRequest([{ field: 'code', sort: 'desc' }], sortKeys)).toEqual({
      sortBy: 'locationCode',
      sortDesc: true,
    });
    expect(toSortRequest([{ field: 'site.code', sort: 'asc' }], sortKeys)).toEqual({
      sortBy: 'siteCode',
      sortDesc: false,
    });
  });

  it('leaves the sort to the server default when no column or an unknown one is sorted', () => {
    expect(toSortRequest([], sortKeys)).toEqual({});
    expect(toSortRequest([{ field: 'notes', sort: 'asc' }], sortKeys)).toEqual({});
    expect(toSortRequest([{ field: 'code', sort: null }], sortKeys)).toEqual({});
  });

  it('shows the API sort on its column', () => {
    expect(toSortModel({ sortBy: 'siteCode', sortDesc: true }, sortKeys)).toEqual([
      { field: 'site.code', sort: 'desc' },
    ]);
    expect(toSortModel({}, sortKeys)).toEqual([]);
  });
});

describe('paging', () => {
  it('turns the 0-based grid page into the 1-based API page', () => {
    expect(toApiPage({ page: 0, pageSize: 10 })).toEqual({ page: 1, size: 10 });
    expect(toApiPage({ page: 2, pageSize: 5 })).toEqual({ page: 3, size: 5 });
  });

  it('finds the last page that has rows', () => {
    expect(lastPageIndex(0, 10)).toBe(0);
    expect(lastPageIndex(10, 10)).toBe(0);
    expect(lastPageIndex(11, 5)).toBe(2);
  });
});

describe('selection across pages', () => {
  const row = (id: number) => ({ id });
  const include = (...ids: number[]) => ({ type: 'include' as const, ids: new Set(ids) });

  it('keeps the rows of other pages when this page changes', () => {
    const previous = new Map([[1, row(1)]]);
    const next = mergePageSelection(previous, [row(6), row(7)], (r) => r.id, include(1, 7), true);
    expect([...next.keys()]).toEqual([1, 7]);
  });

  it('drops the rows of this page that were unticked', () => {
    const previous = new Map([
      [1, row(1)],
      [6, row(6)],
    ]);
    const next = mergePageSelection(previous, [row(6), row(7)], (r) => r.id, include(1), true);
    expect([...next.keys()]).toEqual([1]);
  });

  it('reads the exclude form of "select all" against the page rows', () => {
    const exclude = { type: 'exclude' as const, ids: new Set([7]) };
    const next = mergePageSelection(new Map(), [row(6), row(7), row(8)], (r) => r.id, exclude, true);
    expect([...next.keys()]).toEqual([6, 8]);
  });

  it('keeps one row only in single selection, even from another page', () => {
    const previous = new Map([[1, row(1)]]);
    const next = mergePageSelection(previous, [row(6), row(7)], (r) => r.id, include(1, 6), false);
    expect([...next.keys()]).toEqual([6]);
  });
});
