import { describe, expect, it } from 'vitest';
import {
  addMinutes,
  exchangeRefusal,
  type ScanLinkState,
  splitScanSecret,
  tokenRefusal,
} from './scan-link.ts';

const now = new Date('2026-05-04T10:00:00Z');
const fresh: ScanLinkState = {
  codeExpiresAt: addMinutes(now, 15),
  codeUsedAt: null,
  tokenExpiresAt: null,
  revokedAt: null,
};

describe('the one-time code', () => {
  it('is exchanged once, while fresh, unless revoked', () => {
    expect(exchangeRefusal(fresh, now)).toBeNull();
    expect(exchangeRefusal({ ...fresh, codeUsedAt: now }, now)).toBe('scanLinkUsed');
    expect(exchangeRefusal(fresh, addMinutes(now, 15))).toBe('scanLinkExpired');
    expect(exchangeRefusal({ ...fresh, codeUsedAt: now, revokedAt: now }, now)).toBe('scanLinkRevoked');
  });
});

describe('the token', () => {
  it('opens the recognition until it expires or is revoked', () => {
    const exchanged = { ...fresh, codeUsedAt: now, tokenExpiresAt: addMinutes(now, 60) };
    expect(tokenRefusal(exchanged, addMinutes(now, 59))).toBeNull();
    expect(tokenRefusal(exchanged, addMinutes(now, 60))).toBe('scanLinkExpired');
    expect(tokenRefusal({ ...exchanged, revokedAt: now }, now)).toBe('scanLinkRevoked');
    expect(tokenRefusal(fresh, now)).toBe('scanLinkExpired');
  });
});

describe('splitScanSecret', () => {
  it('reads the school and the secret', () => {
    const secret = 'a'.repeat(43);
    expect(splitScanSecret(`DEMO001.${secret}`)).toEqual({ customerCode: 'DEMO001', secret });
    expect(splitScanSecret(`E2E.01.${secret}`)).toEqual({ customerCode: 'E2E.01', secret });
  });

  it('refuses anything else', () => {
    for (const value of ['', 'DEMO001', '.abc', 'DEMO001.', 'DEMO001.short', `DEMO001.${'a'.repeat(40)}!`]) {
      expect(splitScanSecret(value)).toBeNull();
    }
  });
});
