import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useDeleteMovement, voucherNumberText } from '@/features/movements';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useConfirmProposal, useRemoveProposalConfirmation } from '../api/proposal-status-changes.ts';
import { commandFailureKind } from '../model/command-failure.ts';
import { priceChangesOf } from '../model/price-changes.ts';
import { PriceChangesMessage } from './price-changes-list.tsx';

/**
 * The detail's commands on a proposal (spec 02 §4): confirm (with the changed-price warning of
 * `proposalPricesChanged`, sent again with `pricesChangedConfirmed` once the user agrees), back to
 * be confirmed, delete. Each asks first and tells the outcome; each resolves whether it was done.
 */
export function useProposalCommands() {
  const { t } = useTranslation();
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const errorText = useErrorText();
  const confirmProposal = useConfirmProposal();
  const removeConfirmation = useRemoveProposalConfirmation();
  const removeProposal = useDeleteMovement('out');
  const confirmedDelete = useConfirmedDelete();
  const pending = confirmProposal.isPending || removeConfirmation.isPending || removeProposal.isPending;

  const tellFailure = useCallback(
    async (error: unknown) => {
      if (commandFailureKind(error) === 'alert') {
        await alert({ title: t('common.attention'), message: errorText(error), severity: 'warning' });
      } else {
        toast.error(t('proposals.actionFailed'), error);
      }
    },
    [alert, errorText, t, toast],
  );

  const confirmIt = useCallback(
    async (movement: MovementWithAssets) => {
      const number = voucherNumberText(movement);
      const agreed = await confirm({
        title: t('proposals.confirmDialog.title', { number }),
        message: t('proposals.confirmDialog.message'),
        confirmLabel: t('proposals.actions.confirm'),
      });
      if (!agreed) return false;
      const send = async (pricesChangedConfirmed: boolean) => {
        await confirmProposal.mutateAsync({ id: movement.id, pricesChangedConfirmed });
        toast.success(t('proposals.confirmed', { number }));
        return true;
      };
      try {
        return await send(false);
      } catch (error) {
        const changes = priceChangesOf(error);
        if (!changes) {
          await tellFailure(error);
          return false;
        }
        const reprint = await confirm({
          title: t('proposals.pricesDialog.title'),
          message: <PriceChangesMessage changes={changes} />,
          confirmLabel: t('proposals.pricesDialog.confirm'),
        });
        if (!reprint) return false;
        try {
          return await send(true);
        } catch (again) {
          await tellFailure(again);
          return false;
        }
      }
    },
    [confirm, confirmProposal, t, tellFailure, toast],
  );

  const restore = useCallback(
    async (movement: MovementWithAssets) => {
      const number = voucherNumberText(movement);
      const agreed = await confirm({
        title: t('proposals.restoreDialog.title', { number }),
        message: t('proposals.restoreDialog.message'),
        confirmLabel: t('proposals.restoreDialog.confirm'),
      });
      if (!agreed) return false;
      try {
        await removeConfirmation.mutateAsync(movement.id);
        toast.success(t('proposals.restored', { number }));
        return true;
      } catch (error) {
        await tellFailure(error);
        return false;
      }
    },
    [confirm, removeConfirmation, t, tellFailure, toast],
  );

  const remove = useCallback(
    (movement: MovementWithAssets) => {
      const number = voucherNumberText(movement);
      return confirmedDelete({
        title: t('proposals.deleteConfirm.title', { number }),
        message: t('proposals.deleteConfirm.message'),
        inUseMessage: t('errors.movementHasLaterMovements'),
        deletedMessage: t('proposals.deleted', { number }),
        run: () => removeProposal.mutateAsync(movement.id),
      });
    },
    [confirmedDelete, removeProposal, t],
  );

  return { confirm: confirmIt, restore, remove, pending };
}
