import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { errorTextKey } from './error-text.ts';

describe('errorTextKey', () => {
  it('maps a catalogue code to its errors.<code> text', () => {
    expect(errorTextKey(new ApiError('errorFK', 'in use', 409))).toEqual({
      kind: 'key',
      key: 'errors.errorFK',
    });
  });

  it('maps client-side codes too', () => {
    expect(errorTextKey(new ApiError('networkError', 'fetch failed', 0))).toEqual({
      kind: 'key',
      key: 'errors.networkError',
    });
  });

  it("keeps the server's message for a code the catalogue does not list", () => {
    expect(errorTextKey(new ApiError('codeNotInCatalogue', 'Uscita già confermata', 409))).toEqual({
      kind: 'text',
      text: 'Uscita già confermata',
    });
  });

  it("falls back on the default 'ERRORE!' for anything else", () => {
    expect(errorTextKey(new Error('boom'))).toEqual({ kind: 'key', key: 'errors.default' });
    expect(errorTextKey(undefined)).toEqual({ kind: 'key', key: 'errors.default' });
  });
});
