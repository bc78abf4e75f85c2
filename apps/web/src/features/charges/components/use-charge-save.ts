import type { ChargeCreate, ChargeUpdate } from '@inventario/shared/contracts/charges';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFieldRefusals, useSaveChoice, useSaveFeedback } from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateCharge } from '../api/create-charge.ts';
import { useUpdateCharge } from '../api/update-charge.ts';
import type { ChargeDetailsValues } from '../model/charge-details-form.ts';
import type { ChargeRequest } from '../model/charge-lines.ts';
import { chargeSaveFailure } from '../model/charge-save-failure.ts';

export interface ChargeSaveHandlers {
  form: UseFormReturn<ChargeDetailsValues>;
  /** Marks lines with the server's messages (by line key); an empty record clears them. */
  onLineProblems: (problems: Record<string, string>) => void;
  /** Sends the user back to the assets step. */
  onBackToAssets: () => void;
  onSaved: (movement: MovementWithAssets) => void;
}

export type ChargeSaveRequest =
  | { kind: 'create'; request: ChargeRequest<ChargeCreate> }
  | { kind: 'update'; request: ChargeRequest<ChargeUpdate> };

/**
 * Saves a charge and shows the outcome (spec 01 §8): a toast naming the voucher; a refusal on the
 * field it is about, on the asset lines it names, or as an "attention" alert that goes back to the
 * assets; anything else an error toast.
 */
export function useChargeSave(handlers: ChargeSaveHandlers) {
  const { t } = useTranslation();
  const { attention, refusedLines } = useSaveFeedback();
  const toast = useToast();
  const { send, saving } = useSaveChoice(useCreateCharge(), useUpdateCharge());
  const { form, onLineProblems, onBackToAssets, onSaved } = handlers;

  const save = useCallback(
    async (save: ChargeSaveRequest) => {
      onLineProblems({});
      try {
        await send(save, (number) => t('charges.saved', { number }), onSaved);
      } catch (error) {
        const failure = chargeSaveFailure(error, save.request.assetLineKeys);
        if (failure.kind === 'toast') {
          toast.error(t('charges.saveFailed'), error);
        } else if (failure.kind === 'assets') {
          await attention(failure.message);
          onBackToAssets();
        } else {
          showFieldRefusals(form, failure.header);
          refusedLines(failure.lines, 'charges.linesRefused', { onLineProblems, onBackToAssets });
        }
      }
    },
    [attention, form, onBackToAssets, onLineProblems, onSaved, refusedLines, send, t, toast],
  );
  return { save, saving };
}
