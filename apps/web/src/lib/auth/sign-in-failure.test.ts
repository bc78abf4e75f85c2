import { describe, expect, it, vi } from 'vitest';
import { retrySignIn, signInFailureOf } from './sign-in-failure.ts';

describe('signInFailureOf', () => {
  it('calls a callback this browser has no request for expired (another address, tab, or a reload)', () => {
    expect(signInFailureOf({ name: 'Error', message: 'No matching state found in storage' })).toEqual({
      kind: 'expired',
    });
    expect(signInFailureOf({ name: 'Error', message: 'No state in response' })).toEqual({ kind: 'expired' });
    const reused = { error: 'invalid_grant', error_description: 'grant request is invalid' };
    expect(
      signInFailureOf({ name: 'ErrorResponse', message: 'grant request is invalid', innerError: reused }),
    ).toEqual({
      kind: 'expired',
      code: 'invalid_grant',
    });
  });

  it("keeps the provider's code of a refusal, not its text", () => {
    const denied = { error: 'access_denied', error_description: 'End-User aborted interaction' };
    expect(
      signInFailureOf({ name: 'ErrorResponse', message: 'End-User aborted interaction', innerError: denied }),
    ).toEqual({
      kind: 'refused',
      code: 'access_denied',
    });
    expect(signInFailureOf({ name: 'ErrorResponse', message: '' })).toEqual({ kind: 'refused' });
  });

  it('tells a provider that does not answer from anything else', () => {
    expect(signInFailureOf({ name: 'TypeError', message: 'Failed to fetch' })).toEqual({
      kind: 'unreachable',
    });
    expect(signInFailureOf({ name: 'ErrorTimeout', message: 'IFrame timed out without a response' })).toEqual(
      {
        kind: 'unreachable',
      },
    );
    expect(signInFailureOf({ name: 'Error', message: 'Invalid issuer in token' })).toEqual({
      kind: 'unknown',
    });
  });
});

describe('retrySignIn', () => {
  it("goes to the application's own address without the failed callback's code and state", () => {
    const location = {
      href: 'http://127.0.0.1:8080/inventario/?code=x&state=y',
      replace: vi.fn(),
      reload: vi.fn(),
    };
    retrySignIn('http://localhost:8080/inventario/', location);
    expect(location.replace).toHaveBeenCalledWith('http://localhost:8080/inventario/');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('loads the page again when it is already there', () => {
    const location = { href: 'http://localhost:8080/inventario/', replace: vi.fn(), reload: vi.fn() };
    retrySignIn('http://localhost:8080/inventario/', location);
    expect(location.reload).toHaveBeenCalled();
  });
});
