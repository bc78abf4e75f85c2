import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { externalMovementKeys } from '@/features/external-movements';
import { checkCreatedDirectly, useDeleteMovement, voucherNumberText } from '@/features/movements';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';

/**
 * Deletes a charge after a confirm that says what happens to its assets: those entered in the charge
 * are deleted with it (asked to the server first), waiting ones go back to waiting. Resolves whether
 * it was deleted.
 */
export function useDeleteCharge() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const toast = useToast();
  // A charge from external movements gives them back: they wait to be charged again.
  const remove = useDeleteMovement('charge', [externalMovementKeys.all]);
  const confirmedDelete = useConfirmedDelete();
  return useCallback(
    async (movement: MovementWithAssets) => {
      let createdDirectly: boolean;
      try {
        createdDirectly = await checkCreatedDirectly(inventory, movement.id);
      } catch (error) {
        toast.error(t('forms.deleteFailed'), error);
        return false;
      }
      const number = voucherNumberText(movement);
      return confirmedDelete({
        title: t('charges.deleteConfirm.title', { number }),
        message: createdDirectly
          ? t('charges.deleteConfirm.withCreatedAssets', { number })
          : t('charges.deleteConfirm.message', { number }),
        inUseMessage: t('errors.movementHasLaterMovements'),
        deletedMessage: t('charges.deleted', { number }),
        run: () => remove.mutateAsync(movement.id),
      });
    },
    [confirmedDelete, inventory, remove, t, toast],
  );
}
