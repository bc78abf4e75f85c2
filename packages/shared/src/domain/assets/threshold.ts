/**
 * The inventory threshold (DOMAIN §3): an asset worth 200.00 euro or more (VAT included) is an
 * inventory asset; below that it is a durable asset. Amounts are integer euro cents everywhere.
 */
export const INVENTORY_THRESHOLD_CENTS = 20_000;

export type AssetClass = 'inventory' | 'durable';

export function classify(historicalPriceCents: number): AssetClass {
  return historicalPriceCents >= INVENTORY_THRESHOLD_CENTS ? 'inventory' : 'durable';
}

/**
 * What a price change does to an asset's class (spec 02 §5): `toInventory` and `toDurable` ask the
 * user to confirm the reclassification; `same` needs nothing.
 */
export function reclassification(fromCents: number, toCents: number): 'same' | 'toInventory' | 'toDurable' {
  const from = classify(fromCents);
  const to = classify(toCents);
  if (from === to) return 'same';
  return to === 'inventory' ? 'toInventory' : 'toDurable';
}
