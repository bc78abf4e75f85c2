import { describe, expect, it } from 'vitest';
import {
  checkVoucherAsset,
  checkVoucherChange,
  checkVoucherType,
  planVoucherLines,
  repeatedAssets,
  signedVariation,
  VALUE_VOUCHER_TYPES,
  type VoucherState,
  voucherEditability,
} from './value-voucher.ts';

describe('value voucher types', () => {
  it('lists decreases, increases and the system-only depreciation', () => {
    expect(VALUE_VOUCHER_TYPES.filter((t) => t.kinds.includes(5)).map((t) => t.code)).toEqual([
      'SVA',
      'DAN',
      'RDI',
      'DEP',
    ]);
    expect(VALUE_VOUCHER_TYPES.filter((t) => t.kinds.includes(6)).map((t) => t.code)).toEqual([
      'RIV',
      'MST',
      'RAU',
    ]);
    expect(VALUE_VOUCHER_TYPES.filter((t) => t.system).map((t) => t.code)).toEqual(['DEP']);
  });

  it('accepts a type of the voucher kind and refuses DEP, unknown and other-kind types', () => {
    expect(checkVoucherType(5, 'SVA')).toEqual({ ok: true });
    expect(checkVoucherType(6, 'RIV')).toEqual({ ok: true });
    expect(checkVoucherType(5, 'DEP')).toEqual({ ok: false, code: 'depreciationVoucher' });
    expect(checkVoucherType(6, 'SVA')).toEqual({ ok: false, code: 'unknownCausal' });
    expect(checkVoucherType(5, 'XYZ')).toEqual({ ok: false, code: 'unknownCausal' });
  });
});

describe('checkVoucherAsset', () => {
  const base = { assetId: 1, status: 2, assetClass: 'inventory', actualCents: 30_000 };
  it('takes charged inventory assets, also in a discharge proposal', () => {
    expect(checkVoucherAsset(base)).toEqual({ ok: true });
    expect(checkVoucherAsset({ ...base, status: 3 })).toEqual({ ok: true });
  });
  it('refuses waiting, discharged and durable assets', () => {
    expect(checkVoucherAsset({ ...base, status: 1 })).toEqual({ ok: false, code: 'assetNotCharged' });
    expect(checkVoucherAsset({ ...base, status: 4 })).toEqual({ ok: false, code: 'assetDischarged' });
    expect(checkVoucherAsset({ ...base, assetClass: 'durable' })).toEqual({
      ok: false,
      code: 'assetNotInventory',
    });
  });
});

describe('planVoucherLines', () => {
  const values = new Map([
    [1, 50_000],
    [2, 20_500],
    [3, 19_000],
  ]);

  it('moves the actual value down or up by the variation', () => {
    expect(signedVariation(5, 100)).toBe(-100);
    expect(signedVariation(6, 100)).toBe(100);
    const plan = planVoucherLines(5, [{ assetId: 1, variationCents: 10_000 }], values, false);
    expect(plan).toEqual({
      ok: true,
      lines: [
        {
          assetId: 1,
          variationCents: 10_000,
          beforeCents: 50_000,
          afterCents: 40_000,
          crossesThreshold: false,
        },
      ],
    });
  });

  it('refuses a variation of zero', () => {
    expect(planVoucherLines(6, [{ assetId: 1, variationCents: 0 }], values, false)).toEqual({
      ok: false,
      code: 'variationMissing',
      assetIds: [1],
    });
  });

  it('lets a decrease reach zero but not go below', () => {
    expect(planVoucherLines(5, [{ assetId: 1, variationCents: 50_000 }], values, true).ok).toBe(true);
    expect(planVoucherLines(5, [{ assetId: 1, variationCents: 50_001 }], values, true)).toEqual({
      ok: false,
      code: 'variationBelowZero',
      assetIds: [1],
    });
  });

  it('needs the confirmation when the new value crosses 200 euro, either way', () => {
    const down = [{ assetId: 2, variationCents: 501 }];
    expect(planVoucherLines(5, down, values, false)).toEqual({
      ok: false,
      code: 'priceCrossesThreshold',
      assetIds: [2],
    });
    expect(planVoucherLines(5, down, values, true).ok).toBe(true);
    // 205.00 → 200.00 stays inventory: no confirmation.
    expect(planVoucherLines(5, [{ assetId: 2, variationCents: 500 }], values, false).ok).toBe(true);
    const up = [{ assetId: 3, variationCents: 1_000 }];
    expect(planVoucherLines(6, up, values, false)).toMatchObject({ code: 'priceCrossesThreshold' });
    expect(planVoucherLines(6, [{ assetId: 3, variationCents: 999 }], values, false).ok).toBe(true);
  });

  it('finds repeated assets', () => {
    expect(repeatedAssets([{ assetId: 1 }, { assetId: 2 }, { assetId: 1 }])).toEqual([1]);
    expect(repeatedAssets([{ assetId: 1 }])).toEqual([]);
  });
});

describe('checkVoucherChange', () => {
  const state: VoucherState = {
    isDepreciation: false,
    isLatestOfType: true,
    hasLaterMovements: false,
    yearOpen: true,
  };

  it('changes everything of the latest voucher in an open year', () => {
    for (const change of ['notes', 'content', 'lines', 'delete'] as const) {
      expect(checkVoucherChange(state, change)).toEqual({ ok: true });
    }
    expect(voucherEditability(state)).toEqual({ content: true, assets: true, deletable: true });
  });

  it('never changes a depreciation voucher, nor any voucher of a closed year', () => {
    expect(checkVoucherChange({ ...state, isDepreciation: true }, 'notes')).toEqual({
      ok: false,
      code: 'depreciationVoucher',
    });
    expect(checkVoucherChange({ ...state, yearOpen: false }, 'notes')).toEqual({
      ok: false,
      code: 'financialYearClosed',
    });
  });

  it('changes lines and deletes only the latest of its type', () => {
    const older = { ...state, isLatestOfType: false };
    expect(checkVoucherChange(older, 'content')).toEqual({ ok: true });
    expect(checkVoucherChange(older, 'lines')).toEqual({ ok: false, code: 'movementNotLatest' });
    expect(checkVoucherChange(older, 'delete')).toEqual({ ok: false, code: 'movementNotLatest' });
    expect(voucherEditability(older)).toEqual({ content: true, assets: false, deletable: false });
  });

  it('keeps type, date and lines while a later movement holds its assets', () => {
    const held = { ...state, hasLaterMovements: true };
    expect(checkVoucherChange(held, 'notes')).toEqual({ ok: true });
    expect(checkVoucherChange(held, 'content')).toEqual({ ok: false, code: 'movementHasLaterMovements' });
    expect(checkVoucherChange(held, 'delete')).toEqual({ ok: false, code: 'movementHasLaterMovements' });
  });
});
