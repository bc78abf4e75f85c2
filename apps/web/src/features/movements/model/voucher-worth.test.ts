import { describe, expect, it } from 'vitest';
import { voucherWorth } from './voucher-worth.ts';

describe('what a voucher is worth', () => {
  it('a voucher of durable goods only is worth their price (2/2026: 40 desks, 2.560 €)', () => {
    expect(voucherWorth({ inventoryValue: 0, durableValue: 2560 })).toEqual({
      totalCents: 256_000,
      durableCents: 256_000,
    });
  });

  it('a mixed voucher is worth both parts, the durable one named apart', () => {
    expect(voucherWorth({ inventoryValue: 450, durableValue: 120.1 })).toEqual({
      totalCents: 57_010,
      durableCents: 12_010,
    });
  });

  it('an inventory voucher has no durable part', () => {
    expect(voucherWorth({ inventoryValue: 1450, durableValue: 0 }).durableCents).toBe(0);
  });
});
