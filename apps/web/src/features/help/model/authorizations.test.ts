import { describe, expect, it } from 'vitest';
import { authorizationsOf } from './authorizations.ts';

describe('authorizationsOf', () => {
  it('explains the roles the product knows and lists every licence, held or not', () => {
    expect(authorizationsOf({ roles: ['inv.default', 'other.role'], licenses: ['INV', 'WWB'] })).toEqual({
      roles: [
        { role: 'inv.default', known: 'default' },
        { role: 'other.role', known: undefined },
      ],
      licences: [
        { licence: 'INV', held: true },
        { licence: 'RIN', held: false },
        { licence: 'WWB', held: true },
        { licence: 'ACQ', held: false },
      ],
    });
  });

  it('tells vendor staff apart', () => {
    expect(authorizationsOf({ roles: ['InvAdmin'], licenses: [] }).roles).toEqual([
      { role: 'InvAdmin', known: 'vendor' },
    ]);
  });
});
