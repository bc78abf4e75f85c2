/**
 * The renumbering of a renewal (DOMAIN §2, §8): the one time a register's numbers change. Discharges
 * over the years leave gaps, and the renewal numbers each register again from 1, keeping the old
 * number as the good's original inventory number so its history and old label still name it.
 */
export interface NumberedAsset {
  assetId: number;
  registerId: number;
  inventoryNumber: number;
  universalityId: number | null;
}

export interface NewNumber {
  assetId: number;
  registerId: number;
  oldNumber: number;
  newNumber: number;
}

/** A good that takes one number: an asset alone, or a universality's components together. */
interface Good {
  registerId: number;
  /** Its old number (the lowest, should a universality's components disagree). */
  oldNumber: number;
  /** Its lowest asset id, breaking ties between goods of one old number. */
  firstAssetId: number;
  assets: NumberedAsset[];
}

function goodsOf(assets: readonly NumberedAsset[]): Good[] {
  const goods = new Map<string, Good>();
  for (const asset of assets) {
    const key =
      asset.universalityId === null ? `a${asset.assetId}` : `r${asset.registerId}u${asset.universalityId}`;
    const good = goods.get(key);
    if (!good) {
      goods.set(key, {
        registerId: asset.registerId,
        oldNumber: asset.inventoryNumber,
        firstAssetId: asset.assetId,
        assets: [asset],
      });
      continue;
    }
    good.oldNumber = Math.min(good.oldNumber, asset.inventoryNumber);
    good.firstAssetId = Math.min(good.firstAssetId, asset.assetId);
    good.assets.push(asset);
  }
  return [...goods.values()];
}

/**
 * Each register numbered again from 1, without gaps, in the order of the old numbers (ties by asset
 * id): a stable order the user sees beforehand. The components of one universality, which share one
 * inventory number, share the new one too. Rows by register, new number, then asset id.
 */
export function renumber(assets: readonly NumberedAsset[]): NewNumber[] {
  const goods = goodsOf(assets).sort(
    (a, b) => a.registerId - b.registerId || a.oldNumber - b.oldNumber || a.firstAssetId - b.firstAssetId,
  );
  const rows: NewNumber[] = [];
  let registerId: number | null = null;
  let next = 1;
  for (const good of goods) {
    if (good.registerId !== registerId) {
      registerId = good.registerId;
      next = 1;
    }
    const newNumber = next++;
    const components = [...good.assets].sort((a, b) => a.assetId - b.assetId);
    for (const asset of components) {
      rows.push({ assetId: asset.assetId, registerId, oldNumber: asset.inventoryNumber, newNumber });
    }
  }
  return rows;
}

/** The old number kept as the good's original inventory number: "BM/12" (register acronym / old number). */
export function originalNumberText(registerAcronym: string, oldNumber: number): string {
  return `${registerAcronym}/${oldNumber}`;
}

/**
 * The inventory number a good shows. A good out of the registers when they were numbered again (a
 * discharged one) keeps a number below zero, outside the new numbering, so that the new numbers never
 * meet it: it has no number to show, and its original inventory number says which it had.
 */
export function shownInventoryNumber(stored: number | null): number | null {
  return stored !== null && stored < 0 ? null : stored;
}
