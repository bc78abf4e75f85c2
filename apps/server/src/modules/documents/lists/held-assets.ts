/** An asset in the registers at a date, where it stood and what it was worth then (lists 30, 43, 44). */
export interface HeldAsset {
  assetClass: 'inventory' | 'durable';
  /** Inventory number of an inventory asset, durable number of a durable one. */
  number: number | null;
  register: string;
  description: string;
  quantity: number;
  categoryCode: string;
  subcategoryCode: string;
  chargeDate: string | null;
  historicalValueCents: number;
  /** The value at the date, after depreciation and value vouchers up to it. */
  actualValueCents: number;
  /** Where it stood at the date (`heldAt`); null when it was not placed. */
  location: HeldLocation | null;
}

export interface HeldLocation {
  id: number;
  code: string;
  description: string;
  siteCode: string;
  siteDescription: string;
  subConsigneeId: number | null;
}

/** "Inventario" or "Durevole", as the lists print the class. */
export function classLabel(assetClass: HeldAsset['assetClass']): string {
  return assetClass === 'inventory' ? 'Inventario' : 'Durevole';
}

/** "SEDE/AULA1 Aula 1": the site's and the location's codes, then the location's name. */
export function locationLabel(location: HeldLocation | null): string {
  return location ? `${location.siteCode}/${location.code} ${location.description}` : 'Senza ubicazione';
}

/** The assets grouped by location in the order they come (the repo sorts them by site and location). */
export function groupByLocation(assets: readonly HeldAsset[]): HeldAsset[][] {
  const groups = new Map<number | null, HeldAsset[]>();
  for (const asset of assets) {
    const key = asset.location?.id ?? null;
    const group = groups.get(key);
    if (group) group.push(asset);
    else groups.set(key, [asset]);
  }
  return [...groups.values()];
}

export interface HeldTotals {
  assets: number;
  quantity: number;
  historicalValueCents: number;
  actualValueCents: number;
}

/** Totals in integer cents: the exact sum of the lines. */
export function heldTotals(assets: readonly HeldAsset[]): HeldTotals {
  const totals = { assets: assets.length, quantity: 0, historicalValueCents: 0, actualValueCents: 0 };
  for (const asset of assets) {
    totals.quantity += asset.quantity;
    totals.historicalValueCents += asset.historicalValueCents;
    totals.actualValueCents += asset.actualValueCents;
  }
  return totals;
}
