/** A charge voucher holds at most 600 assets (spec 02 §9). */
export const MAX_ASSETS_PER_CHARGE = 600;

export type ChargeSizeRefusal = 'noAssets' | 'tooManyAssets';

export function checkChargeSize(assetCount: number): { ok: true } | { ok: false; code: ChargeSizeRefusal } {
  if (assetCount < 1) return { ok: false, code: 'noAssets' };
  if (assetCount > MAX_ASSETS_PER_CHARGE) return { ok: false, code: 'tooManyAssets' };
  return { ok: true };
}

/**
 * Registers are chronological (art. 31 c.2): a movement cannot be dated before the school's latest
 * movement. The same day is fine.
 */
export function checkMovementDate(
  date: string,
  lastMovementDate: string | null,
): { ok: true } | { ok: false; code: 'movementDateBeforeLast' } {
  if (lastMovementDate && date < lastMovementDate) return { ok: false, code: 'movementDateBeforeLast' };
  return { ok: true };
}

/**
 * A durable asset takes the next number of its durable register, which continues from the last
 * number the school set in its settings (0 means it starts from 1). A register without a durable
 * register cannot hold durable assets.
 */
export function checkDurableNumbering(
  hasDurableRegister: boolean,
): { ok: true } | { ok: false; code: 'durableRegisterMissing' } {
  return hasDurableRegister ? { ok: true } : { ok: false, code: 'durableRegisterMissing' };
}

/** Goods are delivered before, or on the day, they are charged (spec 02 §5 field messages). */
export function checkDeliveryDate(
  date: string,
  deliveryDate: string | null | undefined,
): { ok: true } | { ok: false; field: 'deliveryDate'; message: 'rules.deliveryDateAfterMovement' } {
  if (deliveryDate && deliveryDate > date) {
    return { ok: false, field: 'deliveryDate', message: 'rules.deliveryDateAfterMovement' };
  }
  return { ok: true };
}
