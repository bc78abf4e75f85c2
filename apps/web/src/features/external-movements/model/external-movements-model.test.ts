import type {
  ExternalMovement,
  ExternalMovementDetail,
} from '@inventario/shared/contracts/external-movements';
import { describe, expect, it } from 'vitest';
import { chargeSelectionProblem, externalChargeRoute, parseExternalIds } from './charge-selection.ts';
import { completionDefaults, statusAfter, toCompletion } from './completion-form.ts';
import {
  EMPTY_EXTERNAL_FILTERS,
  externalFiltersSchema,
  hasExternalFilters,
  toExternalSearch,
} from './external-filters.ts';
import { sourceKey, statusKey, supplierText } from './external-labels.ts';

const movement = (overrides: Partial<ExternalMovement> = {}): ExternalMovement => ({
  id: 1,
  source: 'warehouse',
  description: 'Movimento di magazzino n. 14',
  documentNumber: 'MAG-14',
  documentDate: '2026-03-01',
  supplier: { name: 'Informatica Roma spa', vatNumber: '12345678903' },
  creditor: { id: 4, description: 'Informatica Roma spa' },
  totalValue: 607,
  lineCount: 2,
  assetCount: 3,
  status: 2,
  importedAt: '2026-03-02T10:00:00.000Z',
  charge: null,
  ...overrides,
});

const detail = (overrides: Partial<ExternalMovementDetail> = {}): ExternalMovementDetail => ({
  ...movement({ status: 1 }),
  lines: [
    {
      description: 'Monitor 27"',
      quantity: 2,
      unitPrice: 229,
      brand: null,
      subcategory: { id: 7, code: '01', description: 'PC', register: { id: 1, description: 'Beni mobili' } },
      location: { id: 30, code: 'L02', description: 'Laboratorio', siteCode: 'RM01' },
    },
    { description: 'Cavo', quantity: 1, unitPrice: 9, brand: null, subcategory: null, location: null },
  ],
  ...overrides,
});

describe('external filters', () => {
  it('sends only what is set, the waiting state being the default', () => {
    expect(toExternalSearch(EMPTY_EXTERNAL_FILTERS)).toEqual({});
    expect(
      toExternalSearch({
        text: ' fattura ',
        fromDate: '2026-01-01',
        toDate: '2026-01-31',
        source: 'warehouse',
        status: 1,
        state: 'all',
      }),
    ).toEqual({
      text: 'fattura',
      fromDate: '2026-01-01',
      toDate: '2026-01-31',
      source: 'warehouse',
      status: 1,
      state: 'all',
    });
    expect(hasExternalFilters({ state: 'all' })).toBe(false);
    expect(hasExternalFilters({ source: 'warehouse' })).toBe(true);
  });

  it('needs both ends of the date range, in order', () => {
    const issues = (values: object) =>
      externalFiltersSchema
        .safeParse({ ...EMPTY_EXTERNAL_FILTERS, ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues({ fromDate: '2026-01-01' })).toEqual([['toDate', 'rules.bothRangeFields']]);
    expect(issues({ toDate: '2026-01-01' })).toEqual([['fromDate', 'rules.bothRangeFields']]);
    expect(issues({ fromDate: '2026-02-01', toDate: '2026-01-01' })).toEqual([['toDate', 'rules.notValid']]);
    expect(issues({ fromDate: 'invalid', toDate: '2026-01-01' })).toEqual([['fromDate', 'rules.notValid']]);
    expect(issues({ fromDate: '2026-01-01', toDate: '2026-01-01' })).toBeUndefined();
  });
});

describe('charge selection', () => {
  it('needs one movement at least, of one supplier, warehouse ones completed', () => {
    expect(chargeSelectionProblem([])).toBe('errors.nothingSelected');
    expect(chargeSelectionProblem([movement(), movement({ id: 2 })])).toBeUndefined();
    expect(
      chargeSelectionProblem([movement(), movement({ id: 2, creditor: { id: 5, description: 'Altro' } })]),
    ).toBe('errors.differentSuppliers');
    expect(chargeSelectionProblem([movement({ status: 1 })])).toBe('errors.incompleteData');
    expect(
      chargeSelectionProblem([movement({ charge: { id: 9, year: 2026, number: 3, date: '2026-03-03' } })]),
    ).toBe('errors.externalMovementCharged');
    expect(
      chargeSelectionProblem([movement({ source: 'accounting', status: null, creditor: null })]),
    ).toBeUndefined();
  });

  it('carries the ids in the charge route and reads them back', () => {
    expect(externalChargeRoute([3, 7])).toBe('/charge/new/external?ids=3,7');
    expect(parseExternalIds('3,7')).toEqual([3, 7]);
    expect(parseExternalIds(' 3, x,7,3,0,-1,2.5 ')).toEqual([3, 7]);
    expect(parseExternalIds(null)).toEqual([]);
  });
});

describe('completion form', () => {
  it('starts from the detail, each good at its location’s site', () => {
    expect(completionDefaults(detail(), (location) => (location.siteCode === 'RM01' ? 2 : null))).toEqual({
      creditor: { id: 4, description: 'Informatica Roma spa' },
      lines: [
        { description: 'Monitor 27"', subcategoryId: 7, siteId: 2, locationId: 30 },
        { description: 'Cavo', subcategoryId: null, siteId: null, locationId: null },
      ],
    });
  });

  it('sends the creditor and each good without the site', () => {
    const values = completionDefaults(detail(), () => 2);
    expect(
      toCompletion({
        ...values,
        lines: values.lines.map((l) => ({ ...l, description: ` ${l.description} ` })),
      }),
    ).toEqual({
      creditorId: 4,
      lines: [
        { description: 'Monitor 27"', subcategoryId: 7, locationId: 30 },
        { description: 'Cavo', subcategoryId: null, locationId: null },
      ],
    });
  });

  it('previews the status the server will give', () => {
    const values = completionDefaults(detail(), () => null);
    expect(statusAfter(detail(), values)).toBe(1);
    const done = { ...values, lines: values.lines.map((l) => ({ ...l, subcategoryId: 7 })) };
    expect(statusAfter(detail(), done)).toBe(2);
    expect(statusAfter(detail(), { ...done, creditor: null })).toBe(1);
    expect(statusAfter(detail({ source: 'accounting' }), done)).toBeNull();
  });
});

describe('labels', () => {
  it('names the known sources and the warehouse statuses', () => {
    expect(sourceKey('warehouse')).toBe('externalMovements.sources.warehouse');
    expect(sourceKey('other-app')).toBeUndefined();
    expect(statusKey(1)).toBe('externalMovements.status.toComplete');
    expect(statusKey(2)).toBe('externalMovements.status.completed');
    expect(statusKey(null)).toBeUndefined();
  });

  it('shows the creditor once known, else the supplier as imported', () => {
    expect(supplierText(movement())).toBe('Informatica Roma spa');
    expect(supplierText(movement({ creditor: null }))).toBe('Informatica Roma spa (12345678903)');
    expect(supplierText(movement({ creditor: null, supplier: { name: null, vatNumber: null } }))).toBe('');
  });
});
