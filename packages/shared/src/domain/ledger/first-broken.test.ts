import { describe, expect, it } from 'vitest';
import type { LedgerBreak } from '../../contracts/ledger.ts';
import { firstBroken } from './first-broken.ts';
import { headFingerprint } from './head-fingerprint.ts';

const at = (problem: LedgerBreak['problem'], seq: number | null, movementId: number): LedgerBreak => ({
  problem,
  seq,
  movementId,
  voucher: null,
});

describe('the first broken record', () => {
  it('is none when nothing broke', () => {
    expect(firstBroken([])).toBeNull();
  });

  it('is the earliest entry, whatever the order the checks found them in', () => {
    const found = [at('voucherChanged', 40, 7), at('chainBroken', 12, 3), at('voucherRemoved', 25, 9)];
    expect(firstBroken(found)).toEqual(at('chainBroken', 12, 3));
  });

  it('puts a voucher without an entry after every entry', () => {
    expect(firstBroken([at('voucherUnrecorded', null, 1), at('voucherChanged', 900, 2)])).toEqual(
      at('voucherChanged', 900, 2),
    );
    expect(firstBroken([at('voucherUnrecorded', null, 5), at('voucherUnrecorded', null, 4)])).toEqual(
      at('voucherUnrecorded', null, 4),
    );
  });

  it("names the chain's problem before the voucher's at the same entry", () => {
    expect(firstBroken([at('voucherChanged', 8, 2), at('entryAltered', 8, 2)])).toEqual(
      at('entryAltered', 8, 2),
    );
  });
});

describe('the head fingerprint', () => {
  it('groups the 64 digits by eight', () => {
    const hash = '0123456789abcdef'.repeat(4);
    expect(headFingerprint(hash)).toBe(
      '01234567 89abcdef 01234567 89abcdef 01234567 89abcdef 01234567 89abcdef',
    );
  });
});
