import { registerKinds } from '@inventario/shared/contracts/catalogue';
import type { MergeAsset, MergeOverviewRow } from '@inventario/shared/contracts/merges';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';

const isRegisterKind = (value: string): value is (typeof registerKinds)[number] =>
  (registerKinds as readonly string[]).includes(value);

/**
 * A good's number with its register's acronym (`BM 12`; a durable good's own number, `BM 4`): each
 * register numbers from 1. A register the client does not know keeps its own name before the number.
 */
export function mergeAssetNumber(
  asset: Pick<MergeAsset, 'register' | 'inventoryNumber' | 'durableNumber'>,
): string {
  const number = asset.inventoryNumber ?? asset.durableNumber;
  if (number === null) return '';
  return isRegisterKind(asset.register)
    ? registerNumberText(asset.register, number)
    : `${asset.register} ${number}`;
}

/** A site as a line names it: `01 Sede centrale`. */
export function siteName(site: { code: string; description: string }): string {
  return `${site.code} ${site.description}`.trim();
}

/** Where a site is: `Via Roma 1, Torino`, empty when the list says nothing. */
export function sitePlace(site: { address: string | null; city: string | null }): string {
  return [site.address, site.city].filter(Boolean).join(', ');
}

/**
 * The overview's rows whose seller or receiver (name or code) holds every word typed, whatever its
 * case; all of them for no text.
 */
export function filterOverview(rows: readonly MergeOverviewRow[], text: string): MergeOverviewRow[] {
  const words = text.toLocaleLowerCase('it').split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const { merge } = row;
    const schools = [merge.sellerName, merge.sellerCode, merge.receiverName, merge.receiverCode]
      .join(' ')
      .toLocaleLowerCase('it');
    return words.every((word) => schools.includes(word));
  });
}
