import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { AssetClass } from '@inventario/shared/domain/assets/threshold';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';

/** Where a line of the movement comes from, which decides what the user may do with it. */
export type LineSource = 'new' | 'waiting' | 'existing' | 'component';

/** One asset line as the movement screen shows it, whatever the movement type. */
export interface MovementLineView {
  /** Stable within the screen: a new line has no id yet. */
  key: string;
  source: LineSource;
  description: string;
  /** The subcategory's code and description. */
  subcategory: string;
  register: string;
  assetClass: AssetClass;
  valueCents: number;
  location: string | null;
  inventoryNumber: number | null;
  durableNumber: number | null;
  /** The register the numbers count in (known once the asset exists), for its acronym. */
  registerKind?: RegisterKind;
  /** A component of a universality (charged under the universality's one number). */
  inUniversality?: boolean;
  /** A message key or text of the server about this line, after a refused save. */
  problem?: string;
}

export interface LineTotals {
  count: number;
  inventoryCount: number;
  durableCount: number;
  /** Inventory assets only: durable ones do not count in the inventory totals (DOMAIN §3). */
  inventoryCents: number;
  durableCents: number;
}

export function lineTotals(
  lines: readonly Pick<MovementLineView, 'assetClass' | 'valueCents'>[],
): LineTotals {
  const totals: LineTotals = {
    count: 0,
    inventoryCount: 0,
    durableCount: 0,
    inventoryCents: 0,
    durableCents: 0,
  };
  for (const line of lines) {
    totals.count++;
    if (line.assetClass === 'inventory') {
      totals.inventoryCount++;
      totals.inventoryCents += line.valueCents;
    } else {
      totals.durableCount++;
      totals.durableCents += line.valueCents;
    }
  }
  return totals;
}

/**
 * "BM 12": the line's number (inventory, else durable) with its register's acronym, as two registers
 * both have a number 12; empty until the asset is numbered.
 */
export function lineNumberText(
  line: Pick<MovementLineView, 'inventoryNumber' | 'durableNumber' | 'registerKind'>,
): string {
  const number = line.inventoryNumber ?? line.durableNumber;
  if (number === null) return '';
  return line.registerKind ? registerNumberText(line.registerKind, number) : String(number);
}

/** A subcategory as lists show it: `03.01 Personal computer`. */
export function subcategoryText(subcategory: { code: string; description: string }): string {
  return `${subcategory.code} ${subcategory.description}`;
}

/** A location as lists show it: the site's code, then the location's code and description. */
export function locationText(location: { code: string; description: string; siteCode?: string }): string {
  const own = `${location.code} ${location.description}`;
  return location.siteCode ? `${location.siteCode} · ${own}` : own;
}
