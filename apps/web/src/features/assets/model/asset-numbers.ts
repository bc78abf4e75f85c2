/** Which number names an asset: the inventory number, else the durable one, else none yet (waiting). */
export function assetNumber(asset: {
  inventoryNumber: number | null;
  durableNumber: number | null;
}): { kind: 'inventory' | 'durable'; value: number } | undefined {
  if (asset.inventoryNumber !== null) return { kind: 'inventory', value: asset.inventoryNumber };
  if (asset.durableNumber !== null) return { kind: 'durable', value: asset.durableNumber };
  return undefined;
}

/** "RM01/A12": the site and location codes the grid shows. */
export function locationText(location: { code: string; siteCode: string } | null): string {
  return location ? `${location.siteCode}/${location.code}` : '';
}
