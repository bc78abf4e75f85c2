import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error.ts';
import { commandFailureKind } from './command-failure.ts';

describe('a failed proposal command', () => {
  it('is an alert when the server refused it with a reason', () => {
    expect(commandFailureKind(new ApiError('proposalAlreadyDischarged', 'no', 409))).toBe('alert');
    expect(commandFailureKind(new ApiError('chargesInNextYear', 'no', 422))).toBe('alert');
  });

  it('is a toast when the server could not be reached or failed', () => {
    expect(commandFailureKind(new ApiError('networkError', 'offline', 0))).toBe('toast');
    expect(commandFailureKind(new ApiError('internalError', 'boom', 500))).toBe('toast');
    expect(commandFailureKind(new ApiError('unauthorized', 'signed out', 401))).toBe('toast');
    expect(commandFailureKind(new Error('boom'))).toBe('toast');
  });
});
