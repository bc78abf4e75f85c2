import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useDeleteMovement, voucherNumberText } from '@/features/movements';
import { kindOf } from '../model/voucher-kind.ts';

/**
 * Deletes a value voucher (`DELETE /movement/valueVoucher/{id}`) after a confirm saying its assets get
 * their values back. Resolves whether it was deleted.
 */
export function useDeleteVoucher() {
  const { t } = useTranslation();
  const remove = useDeleteMovement('valueVoucher');
  const confirmedDelete = useConfirmedDelete();
  return useCallback(
    (movement: MovementWithAssets) => {
      const number = voucherNumberText(movement);
      const kind = kindOf(movement.type) ?? 'decrease';
      return confirmedDelete({
        title: t('valueVouchers.deleteConfirm.title', {
          name: t(`valueVouchers.inSentence.${kind}`),
          number,
        }),
        message: t('valueVouchers.deleteConfirm.message', { number }),
        inUseMessage: t('errors.movementHasLaterMovements'),
        deletedMessage: t('valueVouchers.deleted', { name: t(`valueVouchers.names.${kind}`), number }),
        run: () => remove.mutateAsync(movement.id),
      });
    },
    [confirmedDelete, remove, t],
  );
}
