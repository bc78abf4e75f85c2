import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';

interface Numbered {
  inventoryNumber: number | null;
  durableNumber: number | null;
  /** Known once the asset has a register to be numbered in. */
  register?: { kind: RegisterKind };
}

/** Which number names an asset: the inventory number, else the durable one, else none yet (waiting). */
export function assetNumber(asset: Numbered): { kind: 'inventory' | 'durable'; value: number } | undefined {
  if (asset.inventoryNumber !== null) return { kind: 'inventory', value: asset.inventoryNumber };
  if (asset.durableNumber !== null) return { kind: 'durable', value: asset.durableNumber };
  return undefined;
}

/**
 * "BM 12": one of an asset's numbers with its register's acronym, as every register numbers from 1
 * (spec 02 §3 "inventory number (with acronym)"); empty when the asset has no such number.
 */
export function numberText(asset: Numbered, which: 'inventory' | 'durable'): string {
  const number = which === 'inventory' ? asset.inventoryNumber : asset.durableNumber;
  if (number === null) return '';
  return asset.register ? registerNumberText(asset.register.kind, number) : String(number);
}

/** The number that names an asset ("BM 12"), inventory first; empty while it waits. */
export function assetNumberText(asset: Numbered): string {
  const number = assetNumber(asset);
  return number ? numberText(asset, number.kind) : '';
}

/** "RM01/A12": the site and location codes the grid shows. */
export function locationText(location: { code: string; siteCode: string } | null): string {
  return location ? `${location.siteCode}/${location.code}` : '';
}
