import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { proposalSaveFailure } from './proposal-save-failure.ts';

const refusal = (code: string, details?: Record<string, unknown>) => new ApiError(code, code, 409, details);

describe('a refused proposal', () => {
  it('shows date refusals under the date', () => {
    for (const code of ['proposalOnlyInOlderYear', 'movementDateBeforeLast', 'financialYearClosed']) {
      expect(proposalSaveFailure(refusal(code), [])).toEqual({
        kind: 'fields',
        fields: [{ field: 'date', message: `errors.${code}` }],
        lines: {},
      });
    }
  });

  it('shows a progressive not above the last one under the progressive, an unknown causal under the causal', () => {
    expect(proposalSaveFailure(refusal('progressiveNotAbove', { lastProgressive: 4 }), [])).toEqual({
      kind: 'fields',
      fields: [{ field: 'progressive', message: 'errors.progressiveNotAbove' }],
      lines: {},
    });
    expect(proposalSaveFailure(refusal('unknownCausal'), [])).toMatchObject({
      fields: [{ field: 'causal', message: 'errors.unknownCausal' }],
    });
  });

  it('sends asset refusals back to the assets, marking the lines they name', () => {
    expect(proposalSaveFailure(refusal('assetInProposal', { assetIds: [7, 9] }), [7, 9, 11])).toEqual({
      kind: 'assets',
      message: 'errors.assetInProposal',
      lines: { 'asset-7': 'errors.assetInProposal', 'asset-9': 'errors.assetInProposal' },
    });
    expect(proposalSaveFailure(refusal('tooManyAssets', { count: 601 }), [])).toEqual({
      kind: 'assets',
      message: 'errors.tooManyAssets',
      lines: {},
    });
    expect(proposalSaveFailure(new ApiError('notFound', 'gone', 404, { assetIds: [3] }), [3])).toMatchObject({
      kind: 'assets',
      lines: { 'asset-3': 'errors.notFound' },
    });
  });

  it('alerts about refusals of the proposal as a whole', () => {
    expect(proposalSaveFailure(refusal('proposalConfirmed'), [])).toEqual({
      kind: 'alert',
      message: 'errors.proposalConfirmed',
    });
  });

  it('places validation issues on fields and lines', () => {
    const error = new ApiError('validationFailed', 'bad', 400, {
      issues: [
        { path: '/protocolNumber', message: 'rules.tooLongText' },
        { field: 'assetIds.1', message: 'rules.notValid' },
      ],
    });
    expect(proposalSaveFailure(error, [4, 5])).toEqual({
      kind: 'fields',
      fields: [{ field: 'protocolNumber', message: 'rules.tooLongText' }],
      lines: { 'asset-5': 'rules.notValid' },
    });
  });

  it('toasts anything else', () => {
    expect(proposalSaveFailure(new Error('offline'), [])).toEqual({ kind: 'toast' });
    expect(proposalSaveFailure(refusal('internalError'), [])).toEqual({ kind: 'toast' });
    expect(proposalSaveFailure(new ApiError('notFound', 'no proposal', 404), [])).toEqual({ kind: 'toast' });
    const unknownField = new ApiError('validationFailed', 'bad', 400, {
      issues: [{ path: 'x', message: 'm' }],
    });
    expect(proposalSaveFailure(unknownField, [])).toEqual({ kind: 'toast' });
  });
});
