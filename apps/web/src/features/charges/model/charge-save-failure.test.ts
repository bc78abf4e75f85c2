import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { chargeSaveFailure } from './charge-save-failure.ts';

const refused = (code: string, details?: Record<string, unknown>) => new ApiError(code, code, 409, details);

describe('chargeSaveFailure', () => {
  it('puts the date refusals under the date and an unknown causal under the causal', () => {
    for (const code of ['movementDateBeforeLast', 'financialYearClosed', 'financialYearMissing']) {
      expect(chargeSaveFailure(refused(code), [])).toEqual({
        kind: 'fields',
        header: [{ field: 'date', message: `errors.${code}` }],
        lines: {},
      });
    }
    expect(chargeSaveFailure(refused('unknownCausal'), [])).toMatchObject({
      header: [{ field: 'causal', message: 'errors.unknownCausal' }],
    });
  });

  it('sends the refusals about the assets back to the assets step', () => {
    expect(chargeSaveFailure(refused('noAssets'), [])).toEqual({
      kind: 'assets',
      message: 'errors.noAssets',
    });
    expect(chargeSaveFailure(refused('tooManyAssets'), [])).toEqual({
      kind: 'assets',
      message: 'errors.tooManyAssets',
    });
    expect(chargeSaveFailure(refused('chargeNotLatest'), [])).toMatchObject({ kind: 'assets' });
  });

  it('places field issues on the header and on the asset lines they name', () => {
    const failure = chargeSaveFailure(
      refused('validationFailed', {
        issues: [
          { field: 'deliveryDate', message: 'rules.deliveryDateAfterMovement' },
          { field: 'creditorId', message: 'rules.notValid' },
          { field: 'assets.1.historicalPrice', message: 'rules.notValid' },
        ],
      }),
      ['n1', 'n2'],
    );
    expect(failure).toEqual({
      kind: 'fields',
      header: [
        { field: 'deliveryDate', message: 'rules.deliveryDateAfterMovement' },
        { field: 'creditor', message: 'rules.notValid' },
      ],
      lines: { n2: 'rules.notValid' },
    });
    expect(
      chargeSaveFailure(
        refused('invalidRequest', { issues: [{ path: '/assets/0/description', message: 'Too big' }] }),
        ['n1'],
      ),
    ).toEqual({ kind: 'fields', header: [], lines: { n1: 'Too big' } });
  });

  it('toasts what it cannot place', () => {
    expect(chargeSaveFailure(new Error('network'), [])).toEqual({ kind: 'toast' });
    expect(chargeSaveFailure(refused('internalError'), [])).toEqual({ kind: 'toast' });
    expect(
      chargeSaveFailure(refused('validationFailed', { issues: [{ field: 'other', message: 'x' }] }), []),
    ).toEqual({ kind: 'toast' });
  });
});
