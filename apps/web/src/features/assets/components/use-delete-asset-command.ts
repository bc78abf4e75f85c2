import type { AssetSummary } from '@inventario/shared/contracts/assets';
import { eurosToCents, formatCents } from '@inventario/shared/format/currency';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { getUniversality } from '@/features/assets/api/get-universality.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteAsset } from '../api/delete-asset.ts';
import { incompleteAfterRemoval } from '../model/asset-threshold.ts';
import { assetName } from './asset-name.ts';

type Deletable = Pick<
  AssetSummary,
  'id' | 'description' | 'inventoryNumber' | 'durableNumber' | 'universalityId' | 'historicalPrice'
>;

/**
 * Deletes a waiting asset after a confirm; when it is a universality's component and the
 * universality would be left below 200 euro, the confirm says so (spec 02 §5).
 */
export function useDeleteAssetCommand() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const confirmedDelete = useConfirmedDelete();
  const remove = useDeleteAsset();
  return async (asset: Deletable): Promise<boolean> => {
    let warning = '';
    if (asset.universalityId !== null) {
      const universality = await getUniversality(inventory, asset.universalityId).catch(() => undefined);
      const left = universality
        ? incompleteAfterRemoval(
            eurosToCents(universality.totalHistoricalValue),
            eurosToCents(asset.historicalPrice),
          )
        : undefined;
      if (universality && left !== undefined) {
        warning = ` ${t('assets.delete.universalityIncomplete', { universality: universality.description, total: formatCents(left) })}`;
      }
    }
    return confirmedDelete({
      title: t('assets.delete.title'),
      message: `${t('assets.delete.message', { name: assetName(asset, t) })}${warning}`,
      inUseMessage: t('assets.delete.inUse'),
      deletedMessage: t('assets.delete.deleted'),
      run: () => remove.mutateAsync(asset.id),
    });
  };
}
