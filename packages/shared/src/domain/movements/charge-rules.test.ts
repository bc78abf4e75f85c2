import { describe, expect, it } from 'vitest';
import {
  checkChargeSize,
  checkDeliveryDate,
  checkDurableNumbering,
  checkMovementDate,
} from './charge-rules.ts';

describe('checkChargeSize', () => {
  it('accepts 1 to 600 assets', () => {
    expect(checkChargeSize(1)).toEqual({ ok: true });
    expect(checkChargeSize(600)).toEqual({ ok: true });
  });

  it('refuses 601 assets and an empty charge', () => {
    expect(checkChargeSize(601)).toEqual({ ok: false, code: 'tooManyAssets' });
    expect(checkChargeSize(0)).toEqual({ ok: false, code: 'noAssets' });
  });
});

describe('checkMovementDate', () => {
  it('accepts the first movement, the same day and later days, across years', () => {
    expect(checkMovementDate('2026-03-01', null)).toEqual({ ok: true });
    expect(checkMovementDate('2026-03-01', '2026-03-01')).toEqual({ ok: true });
    expect(checkMovementDate('2026-01-01', '2025-12-31')).toEqual({ ok: true });
  });

  it('refuses a date before the last movement, across years too', () => {
    expect(checkMovementDate('2026-02-28', '2026-03-01')).toEqual({
      ok: false,
      code: 'movementDateBeforeLast',
    });
    expect(checkMovementDate('2025-12-31', '2026-01-01')).toEqual({
      ok: false,
      code: 'movementDateBeforeLast',
    });
  });
});

describe('checkDurableNumbering', () => {
  it('needs a durable register', () => {
    expect(checkDurableNumbering(true)).toEqual({ ok: true });
    expect(checkDurableNumbering(false)).toEqual({ ok: false, code: 'durableRegisterMissing' });
  });
});

describe('checkDeliveryDate', () => {
  it('accepts no delivery date, or one up to the charge date', () => {
    expect(checkDeliveryDate('2026-03-01', null)).toEqual({ ok: true });
    expect(checkDeliveryDate('2026-03-01', '2026-03-01')).toEqual({ ok: true });
    expect(checkDeliveryDate('2026-01-01', '2025-12-31')).toEqual({ ok: true });
  });

  it('refuses goods delivered after the charge, across years too', () => {
    const refused = { ok: false, field: 'deliveryDate', message: 'rules.deliveryDateAfterMovement' };
    expect(checkDeliveryDate('2026-03-01', '2026-03-02')).toEqual(refused);
    expect(checkDeliveryDate('2025-12-31', '2026-01-01')).toEqual(refused);
  });
});
