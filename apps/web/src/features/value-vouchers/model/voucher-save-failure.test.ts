import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { voucherSaveFailure } from './voucher-save-failure.ts';

const keys = ['asset-10', 'asset-11', 'asset-12'];
const assets = [10, 11, 12];
const failure = (code: string, details?: Record<string, unknown>) =>
  voucherSaveFailure(new ApiError(code, code, 422, details), keys, assets);

describe('voucherSaveFailure', () => {
  it('puts date refusals on the date and type refusals on the type', () => {
    expect(failure('movementDateBeforeLast')).toEqual({
      kind: 'fields',
      fields: [{ field: 'date', message: 'errors.movementDateBeforeLast' }],
      lines: {},
    });
    expect(failure('depreciationVoucher')).toEqual({
      kind: 'fields',
      fields: [{ field: 'voucherType', message: 'errors.depreciationVoucher' }],
      lines: {},
    });
  });

  it('asks the threshold confirm for the assets named', () => {
    expect(failure('priceCrossesThreshold', { assetIds: [11] })).toEqual({
      kind: 'threshold',
      assetIds: [11],
    });
  });

  it('marks the lines of the assets a refusal names', () => {
    expect(failure('variationBelowZero', { assetIds: [10, 12] })).toEqual({
      kind: 'fields',
      fields: [],
      lines: { 'asset-10': 'errors.variationBelowZero', 'asset-12': 'errors.variationBelowZero' },
    });
    expect(failure('assetNotInventory', { assetIds: [11] })).toMatchObject({
      lines: { 'asset-11': 'errors.assetNotInventory' },
    });
  });

  it('sends the user back to the assets for refusals of the lines as a whole', () => {
    expect(failure('movementNotLatest')).toEqual({ kind: 'assets', message: 'errors.movementNotLatest' });
    expect(failure('noAssets')).toEqual({ kind: 'assets', message: 'errors.noAssets' });
  });

  it('reads validation issues on lines, on fields, and an asset listed twice', () => {
    expect(
      failure('validationFailed', {
        issues: [
          { field: 'lines.1.variation', message: 'rules.positiveValue' },
          { path: '/notes', message: 'rules.tooLongText' },
        ],
      }),
    ).toEqual({
      kind: 'fields',
      fields: [{ field: 'notes', message: 'rules.tooLongText' }],
      lines: { 'asset-11': 'rules.positiveValue' },
    });
    expect(
      failure('validationFailed', {
        issues: [{ field: 'lines', message: 'rules.notValid' }],
        assetIds: [12],
      }),
    ).toEqual({ kind: 'fields', fields: [], lines: { 'asset-12': 'rules.notValid' } });
  });

  it('shows anything else as a toast', () => {
    expect(failure('internalError')).toEqual({ kind: 'toast' });
    expect(failure('validationFailed', { issues: [{ field: 'other', message: 'x' }] })).toEqual({
      kind: 'toast',
    });
    expect(failure('variationBelowZero', { assetIds: [99] })).toEqual({ kind: 'toast' });
    expect(voucherSaveFailure(new Error('boom'), keys, assets)).toEqual({ kind: 'toast' });
  });
});
