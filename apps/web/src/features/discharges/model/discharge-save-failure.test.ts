import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { dischargeSaveFailure } from './discharge-save-failure.ts';

const refused = (code: string, details?: Record<string, unknown>) => new ApiError(code, code, 409, details);
const keys = new Map([
  [1, 'asset-1'],
  [6, 'asset-6'],
]);

describe('dischargeSaveFailure', () => {
  it('puts the date refusals under the date, the causal and the liable party under theirs', () => {
    for (const code of ['movementDateBeforeLast', 'financialYearClosed', 'movementDateAfterNext']) {
      expect(dischargeSaveFailure(refused(code), keys)).toEqual({
        kind: 'fields',
        header: [{ field: 'date', message: `errors.${code}` }],
      });
    }
    expect(dischargeSaveFailure(refused('unknownCausal'), keys)).toEqual({
      kind: 'fields',
      header: [{ field: 'causal', message: 'errors.unknownCausal' }],
    });
    expect(dischargeSaveFailure(refused('liablePartyMissing'), keys)).toEqual({
      kind: 'fields',
      header: [{ field: 'liableParty', message: 'errors.liablePartyMissing' }],
    });
  });

  it('sends the refusals about assets back to the assets step, marking the lines they name', () => {
    expect(
      dischargeSaveFailure(refused('dischargeAssetsOfUnclosedYear', { assetIds: [6, 99] }), keys),
    ).toEqual({
      kind: 'assets',
      message: 'errors.dischargeAssetsOfUnclosedYear',
      lines: { 'asset-6': 'errors.dischargeAssetsOfUnclosedYear' },
    });
    expect(dischargeSaveFailure(refused('assetInProposal', { assetIds: [1] }), keys)).toMatchObject({
      lines: { 'asset-1': 'errors.assetInProposal' },
    });
    expect(dischargeSaveFailure(refused('noAssets'), keys)).toEqual({
      kind: 'assets',
      message: 'errors.noAssets',
      lines: {},
    });
    expect(dischargeSaveFailure(refused('movementNotLatest'), keys)).toMatchObject({ kind: 'assets' });
  });

  it('sends a proposal no longer to discharge back to the type step', () => {
    expect(dischargeSaveFailure(refused('proposalNotConfirmed', { proposalIds: [40] }), keys)).toEqual({
      kind: 'proposals',
      message: 'errors.proposalNotConfirmed',
    });
    expect(dischargeSaveFailure(refused('proposalAlreadyDischarged'), keys)).toMatchObject({
      kind: 'proposals',
    });
    expect(dischargeSaveFailure(refused('notFound', { proposalIds: [40] }), keys)).toEqual({
      kind: 'proposals',
      message: 'discharges.new.proposalNotDischargeable',
    });
  });

  it('puts a vanished destination and field issues on their fields', () => {
    expect(dischargeSaveFailure(refused('notFound', { debtorId: 3 }), keys)).toEqual({
      kind: 'fields',
      header: [{ field: 'debtor', message: 'errors.notFound' }],
    });
    expect(
      dischargeSaveFailure(
        refused('validationFailed', {
          issues: [
            { field: 'liableParty', message: 'rules.mandatory' },
            { path: '/protocolNumber', message: 'rules.tooLongText' },
            { field: 'debtorId', message: 'rules.notValid' },
          ],
        }),
        keys,
      ),
    ).toEqual({
      kind: 'fields',
      header: [
        { field: 'liableParty', message: 'rules.mandatory' },
        { field: 'protocolNumber', message: 'rules.tooLongText' },
        { field: 'debtor', message: 'rules.notValid' },
      ],
    });
  });

  it('toasts what it cannot place', () => {
    expect(dischargeSaveFailure(new Error('network'), keys)).toEqual({ kind: 'toast' });
    expect(dischargeSaveFailure(refused('internalError'), keys)).toEqual({ kind: 'toast' });
    expect(dischargeSaveFailure(refused('notFound'), keys)).toEqual({ kind: 'toast' });
    expect(
      dischargeSaveFailure(
        refused('validationFailed', { issues: [{ field: 'assetIds.0', message: 'x' }] }),
        keys,
      ),
    ).toEqual({ kind: 'toast' });
  });
});
