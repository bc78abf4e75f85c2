import type { RegisterKind } from '@inventario/shared/contracts/catalogue';
import type { TFunction } from 'i18next';
import { assetNumber, numberText } from '../model/asset-numbers.ts';

interface Named {
  description: string;
  inventoryNumber: number | null;
  durableNumber: number | null;
  register?: { kind: RegisterKind };
}

/**
 * How actions name an asset: "Notebook (inv. BM 12)", "Sedia (dur. BM 4)", or just the description
 * while waiting; the register's acronym tells number 12 of two registers apart.
 */
export function assetName(asset: Named, t: TFunction): string {
  const number = assetNumber(asset);
  if (!number) return asset.description;
  return t(`assets.name.${number.kind}`, {
    description: asset.description,
    number: numberText(asset, number.kind),
  });
}
