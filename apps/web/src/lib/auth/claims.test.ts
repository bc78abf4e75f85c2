import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, displayNameOf, readUserClaims } from './claims.ts';

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function jwt(payload: object): string {
  return `${base64Url({ alg: 'ES256', typ: 'at+jwt' })}.${base64Url(payload)}.signature`;
}

const accessClaims = {
  sub: '1',
  preferred_username: 'demo.dsga',
  customer_code: 'DEMO001',
  roles: ['inv.default'],
  licenses: ['INV', 'RIN'],
  full_name: 'Maria Rossi',
};

describe('decodeJwtPayload', () => {
  it('reads the payload of a JWT, including non-ASCII text', () => {
    expect(decodeJwtPayload(jwt({ name: 'Niccolò' }))).toEqual({ name: 'Niccolò' });
  });

  it('gives null for opaque tokens', () => {
    expect(decodeJwtPayload('opaque-token')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
  });
});

describe('readUserClaims', () => {
  it('takes roles and licences from the access token', () => {
    const claims = readUserClaims({ profile: { sub: '1' }, access_token: jwt(accessClaims) });
    expect(claims).toMatchObject({
      roles: ['inv.default'],
      licenses: ['INV', 'RIN'],
      customer_code: 'DEMO001',
    });
  });

  it('falls back on the ID-token profile when the access token is opaque', () => {
    const claims = readUserClaims({ profile: accessClaims, access_token: 'opaque' });
    expect(claims?.preferred_username).toBe('demo.dsga');
  });

  it('gives null when the customer code is missing', () => {
    const { customer_code: _missing, ...rest } = accessClaims;
    expect(readUserClaims({ profile: {}, access_token: jwt(rest) })).toBeNull();
  });

  it('defaults missing roles and licences to none', () => {
    const claims = readUserClaims({
      profile: {},
      access_token: jwt({ sub: '1', preferred_username: 'x', customer_code: 'C' }),
    });
    expect(claims).toMatchObject({ roles: [], licenses: [] });
  });
});

describe('displayNameOf', () => {
  const base = { sub: '1', preferred_username: 'demo.dsga', customer_code: 'C', roles: [], licenses: [] };

  it('prefers the full name, then given and family name, then the username', () => {
    expect(displayNameOf({ ...base, full_name: 'Maria Rossi' })).toBe('Maria Rossi');
    expect(displayNameOf({ ...base, given_name: 'Maria', family_name: 'Rossi' })).toBe('Maria Rossi');
    expect(displayNameOf(base)).toBe('demo.dsga');
  });
});
