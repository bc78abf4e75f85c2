import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useDeleteMovement, voucherNumberText } from '@/features/movements';

/**
 * Deletes a discharge (`DELETE /movement/discharge/{id}`) after a confirm that says where its assets
 * go: back into their proposal (still confirmed) or charged again; its number goes back to the
 * counter. Resolves whether it was deleted.
 */
export function useDeleteDischarge() {
  const { t } = useTranslation();
  const remove = useDeleteMovement('discharge');
  const confirmedDelete = useConfirmedDelete();
  return useCallback(
    (movement: MovementWithAssets, fromProposals: boolean) => {
      const number = voucherNumberText(movement);
      return confirmedDelete({
        title: t('discharges.deleteConfirm.title', { number }),
        message: fromProposals
          ? t('discharges.deleteConfirm.fromProposals', { number })
          : t('discharges.deleteConfirm.direct', { number }),
        inUseMessage: t('errors.movementHasLaterMovements'),
        deletedMessage: t('discharges.deleted', { number }),
        run: () => remove.mutateAsync(movement.id),
      });
    },
    [confirmedDelete, remove, t],
  );
}
