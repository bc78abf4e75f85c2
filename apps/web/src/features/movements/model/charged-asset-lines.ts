import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { eurosToCents } from '@inventario/shared/format/currency';
import { locationText, type MovementLineView, subcategoryText } from './movement-lines.ts';

/**
 * One line of a movement on charged assets (a proposal, a discharge): an asset is in it once, so its
 * id names its line.
 */
export interface ChargedAssetLine {
  /** `asset-{id}`. */
  key: string;
  assetId: number;
  description: string;
  subcategory: string;
  register: string;
  assetClass: MovementLineView['assetClass'];
  /** The line's value: the asset's actual value when chosen, the recorded one once saved. */
  valueCents: number;
  location: string | null;
  inventoryNumber: number | null;
  durableNumber: number | null;
  registerKind: RegisterKind;
}

/** What a line needs of an asset, a charged one or one of a movement's lines. */
export type ChargedAssetFields = Pick<
  AssetSummary,
  'id' | 'description' | 'assetClass' | 'register' | 'subcategory' | 'inventoryNumber' | 'durableNumber'
> & { location: { code: string; description: string; siteCode?: string } | null };

export function chargedLineKey(assetId: number): string {
  return `asset-${assetId}`;
}

/** The line of an asset at a value in euros. */
export function chargedAssetLine(asset: ChargedAssetFields, valueEuros: number): ChargedAssetLine {
  return {
    key: chargedLineKey(asset.id),
    assetId: asset.id,
    description: asset.description,
    subcategory: subcategoryText(asset.subcategory),
    register: asset.register.description,
    assetClass: asset.assetClass,
    valueCents: eurosToCents(valueEuros),
    location: asset.location ? locationText(asset.location) : null,
    inventoryNumber: asset.inventoryNumber,
    durableNumber: asset.durableNumber,
    registerKind: asset.register.kind,
  };
}

/** A line as the movement screen's grid shows it, with the server's message about it if any. */
export function chargedLineView(line: ChargedAssetLine, problem?: string): MovementLineView {
  return {
    key: line.key,
    // Not `component`: that marks universality components in the shared grid.
    source: 'existing',
    description: line.description,
    subcategory: line.subcategory,
    register: line.register,
    assetClass: line.assetClass,
    valueCents: line.valueCents,
    location: line.location,
    inventoryNumber: line.inventoryNumber,
    durableNumber: line.durableNumber,
    registerKind: line.registerKind,
    ...(problem ? { problem } : {}),
  };
}

/** The assets chosen in the dialog that are not present yet, once each, in the order chosen. */
export function newlyChosen<A extends { id: number }>(
  present: ReadonlySet<number>,
  chosen: readonly A[],
): A[] {
  const seen = new Set(present);
  return chosen.filter((asset) => {
    if (seen.has(asset.id)) return false;
    seen.add(asset.id);
    return true;
  });
}
