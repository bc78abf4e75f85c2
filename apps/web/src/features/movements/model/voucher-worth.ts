import { eurosToCents } from '@inventario/shared/format/currency';

/**
 * What a voucher is worth (spec 02 §1): its inventory and durable assets together, and the durable
 * part apart, which the register's inventory total leaves out (DOMAIN §3). A voucher of forty
 * durable desks is worth their price, not 0,00 €.
 */
export function voucherWorth(voucher: { inventoryValue: number; durableValue: number }): {
  totalCents: number;
  durableCents: number;
} {
  const durableCents = eurosToCents(voucher.durableValue);
  return { totalCents: eurosToCents(voucher.inventoryValue) + durableCents, durableCents };
}
