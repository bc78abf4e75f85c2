import { describe, expect, it } from 'vitest';
import {
  checkExternalSelection,
  dataComplete,
  EXTERNAL_STATUS,
  type ExternalGood,
  externalStatusOf,
  goodComplete,
  type SelectableExternal,
  supplierKey,
} from './external-selection.ts';

const good = (overrides: Partial<ExternalGood> = {}): ExternalGood => ({
  description: 'Notebook',
  quantity: 2,
  unitPriceCents: 68_900,
  subcategoryId: 7,
  ...overrides,
});

const selectable = (overrides: Partial<SelectableExternal> = {}): SelectableExternal => ({
  source: 'warehouse',
  status: EXTERNAL_STATUS.completed,
  creditorId: 4,
  supplierName: 'Alfa srl',
  supplierVatNumber: '01234567890',
  charged: false,
  ...overrides,
});

describe('goodComplete', () => {
  it('needs a description, a subcategory, a price from zero and a whole quantity from one', () => {
    expect(goodComplete(good())).toBe(true);
    expect(goodComplete(good({ unitPriceCents: 0 }))).toBe(true);
    expect(goodComplete(good({ description: '  ' }))).toBe(false);
    expect(goodComplete(good({ subcategoryId: null }))).toBe(false);
    expect(goodComplete(good({ unitPriceCents: -1 }))).toBe(false);
    expect(goodComplete(good({ quantity: 0 }))).toBe(false);
    expect(goodComplete(good({ quantity: 1.5 }))).toBe(false);
  });
});

describe('externalStatusOf', () => {
  it('completes a warehouse movement once it has a creditor and every good is complete', () => {
    const lines = [good(), good({ subcategoryId: 9 })];
    expect(externalStatusOf({ source: 'warehouse', creditorId: 4, lines })).toBe(EXTERNAL_STATUS.completed);
    expect(externalStatusOf({ source: 'warehouse', creditorId: null, lines })).toBe(
      EXTERNAL_STATUS.toComplete,
    );
    expect(
      externalStatusOf({
        source: 'warehouse',
        creditorId: 4,
        lines: [good(), good({ subcategoryId: null })],
      }),
    ).toBe(EXTERNAL_STATUS.toComplete);
  });

  it('leaves a warehouse movement without goods to be completed', () => {
    expect(dataComplete({ source: 'warehouse', creditorId: 4, lines: [] })).toBe(false);
    expect(externalStatusOf({ source: 'warehouse', creditorId: 4, lines: [] })).toBe(
      EXTERNAL_STATUS.toComplete,
    );
  });

  it('gives other sources no status', () => {
    expect(externalStatusOf({ source: 'accounting', creditorId: null, lines: [] })).toBeNull();
  });
});

describe('supplierKey', () => {
  it('is the creditor once known, else the VAT number, else the name as written', () => {
    expect(supplierKey(selectable())).toBe('creditor:4');
    expect(supplierKey(selectable({ creditorId: null, supplierVatNumber: ' 0123 4567890 ' }))).toBe(
      'vat:01234567890',
    );
    expect(
      supplierKey(selectable({ creditorId: null, supplierVatNumber: null, supplierName: ' Alfa  SRL ' })),
    ).toBe('name:alfa srl');
    expect(supplierKey(selectable({ creditorId: null, supplierVatNumber: null, supplierName: null }))).toBe(
      '',
    );
  });
});

describe('checkExternalSelection', () => {
  it('accepts completed warehouse movements of one supplier, and other sources as they are', () => {
    expect(checkExternalSelection([selectable(), selectable()])).toEqual({ ok: true });
    expect(
      checkExternalSelection([selectable({ source: 'accounting', status: null, creditorId: 4 })]),
    ).toEqual({ ok: true });
  });

  it('needs at least one movement', () => {
    expect(checkExternalSelection([])).toEqual({ ok: false, code: 'nothingSelected' });
  });

  it('refuses a movement charged already', () => {
    expect(checkExternalSelection([selectable(), selectable({ charged: true })])).toEqual({
      ok: false,
      code: 'externalMovementCharged',
    });
  });

  it('refuses movements of different suppliers, before looking at their data', () => {
    expect(
      checkExternalSelection([
        selectable(),
        selectable({ creditorId: 5, status: EXTERNAL_STATUS.toComplete }),
      ]),
    ).toEqual({ ok: false, code: 'differentSuppliers' });
    expect(
      checkExternalSelection([
        selectable({ creditorId: null, source: 'accounting', status: null }),
        selectable({ creditorId: null, source: 'accounting', status: null, supplierVatNumber: '999' }),
      ]),
    ).toEqual({ ok: false, code: 'differentSuppliers' });
  });

  it('refuses a warehouse movement still to be completed', () => {
    expect(
      checkExternalSelection([selectable(), selectable({ status: EXTERNAL_STATUS.toComplete })]),
    ).toEqual({
      ok: false,
      code: 'incompleteData',
    });
  });
});
