import type { TFunction } from 'i18next';
import { assetNumber } from '../model/asset-numbers.ts';

interface Named {
  description: string;
  inventoryNumber: number | null;
  durableNumber: number | null;
}

/** How actions name an asset: "Notebook (inv. 12)", "Sedia (dur. 4)", or just the description while waiting. */
export function assetName(asset: Named, t: TFunction): string {
  const number = assetNumber(asset);
  if (!number) return asset.description;
  return t(`assets.name.${number.kind}`, { description: asset.description, number: number.value });
}
