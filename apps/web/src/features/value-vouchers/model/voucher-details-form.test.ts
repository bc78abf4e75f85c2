import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { describe, expect, it } from 'vitest';
import { NO_BOOKING } from '@/features/movements';
import type { VariationLine } from './variation-lines.ts';
import {
  newVoucherDetails,
  toVoucherCreate,
  toVoucherUpdate,
  voucherDetailsOf,
  voucherDetailsSchema,
} from './voucher-details-form.ts';

const years = [
  { year: 2025, status: 2 as const },
  { year: 2026, status: 1 as const },
];

/** The form always holds the administration and aggregation: none unless chosen. */
function messages(values: object, originalDate?: string) {
  const parsed = voucherDetailsSchema(years, originalDate).safeParse({ ...NO_BOOKING, ...values });
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const lines: VariationLine[] = [1, 2].map((assetId) => ({
  key: `asset-${assetId}`,
  assetId,
  description: `Bene ${assetId}`,
  inventoryNumber: assetId,
  subcategory: '',
  registerKind: 'movable',
  register: '',
  location: null,
  baseCents: 50_000,
  variationText: assetId === 1 ? '120' : '1.000,5',
}));

describe('voucherDetailsSchema', () => {
  it('needs the type and the date', () => {
    expect(messages({ voucherType: null, date: null, notes: null })).toEqual({
      voucherType: 'rules.mandatory',
      date: 'rules.mandatory',
    });
    expect(messages({ voucherType: '  ', date: 'invalid', notes: null })).toEqual({
      voucherType: 'rules.mandatory',
      date: 'rules.notValid',
    });
  });

  it("refuses a date in a closed or missing year, and an edit out of its voucher's year", () => {
    expect(messages({ voucherType: 'RIV', date: '2025-06-01', notes: null })).toEqual({
      date: 'errors.financialYearClosed',
    });
    expect(messages({ voucherType: 'RIV', date: '2027-01-02', notes: null })).toEqual({
      date: 'errors.financialYearMissing',
    });
    expect(messages({ voucherType: 'RIV', date: '2026-03-01', notes: 'ok' })).toEqual({});
    expect(messages({ voucherType: 'RIV', date: '2027-01-02', notes: null }, '2026-03-01')).toEqual({
      date: 'errors.movementYearChanged',
    });
  });

  it('takes an administration and an aggregation by id, or none', () => {
    const valid = { voucherType: 'RIV', date: '2026-03-01', notes: null };
    expect(messages({ ...valid, administrationId: 4, aggregationId: 2 })).toEqual({});
    expect(messages({ ...valid, administrationId: 0 })).toHaveProperty('administrationId');
  });

  it('refuses notes too long', () => {
    expect(messages({ voucherType: 'RIV', date: '2026-03-01', notes: 'x'.repeat(2001) })).toEqual({
      notes: 'rules.tooLongText',
    });
  });
});

describe('form → request', () => {
  const values = {
    voucherType: ' RIV ',
    date: '2026-03-01',
    administrationId: 3,
    aggregationId: null,
    notes: '  ',
  };

  it('creates with one line per asset, the variation in euros', () => {
    expect(toVoucherCreate(6, values, lines)).toEqual({
      body: {
        type: 6,
        date: '2026-03-01',
        voucherType: 'RIV',
        administrationId: 3,
        aggregationId: null,
        notes: null,
        lines: [
          { assetId: 1, variation: 120 },
          { assetId: 2, variation: 1000.5 },
        ],
      },
      lineKeys: ['asset-1', 'asset-2'],
    });
  });

  it('sends the threshold confirmation once agreed, and the id of an edited voucher', () => {
    expect(toVoucherCreate(5, values, lines, true).body).toMatchObject({ type: 5, thresholdConfirmed: true });
    const update = toVoucherUpdate(42, 5, { ...values, notes: 'Verbale n. 3' }, lines);
    expect(update.body).toMatchObject({ id: 42, type: 5, notes: 'Verbale n. 3' });
    expect(update.body).not.toHaveProperty('thresholdConfirmed');
  });

  it('starts a new voucher with the date proposed, an edited one with its fields', () => {
    expect(newVoucherDetails('2026-03-01')).toEqual({
      voucherType: null,
      date: '2026-03-01',
      administrationId: null,
      aggregationId: null,
      notes: null,
    });
    const movement = {
      date: '2026-02-01',
      voucherType: 'DAN',
      notes: 'n',
      administration: null,
      aggregation: { id: 5, code: 'K01', description: 'Mobili e arredi' },
    } as MovementWithAssets;
    expect(voucherDetailsOf(movement)).toEqual({
      voucherType: 'DAN',
      date: '2026-02-01',
      administrationId: null,
      aggregationId: 5,
      notes: 'n',
    });
  });
});
