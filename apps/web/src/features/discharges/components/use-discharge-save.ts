import type { DischargeCreate, DischargeUpdate } from '@inventario/shared/contracts/discharge';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFieldRefusals, useSaveChoice, useSaveFeedback } from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateDischarge, useUpdateDischarge } from '../api/save-discharge.ts';
import type { DischargeDetailsValues } from '../model/discharge-details-form.ts';
import type { DischargeRequest } from '../model/discharge-lines.ts';
import { dischargeSaveFailure } from '../model/discharge-save-failure.ts';

export interface DischargeSaveHandlers {
  form: UseFormReturn<DischargeDetailsValues>;
  /** Marks lines with the server's messages (by line key); an empty record clears them. */
  onLineProblems: (problems: Record<string, string>) => void;
  onBackToAssets: () => void;
  /** A proposal is no longer to discharge: back to the proposals' list (reloaded). */
  onBackToType: () => void;
  onSaved: (movement: MovementWithAssets) => void;
}

export type DischargeSaveRequest =
  | { kind: 'create'; request: DischargeRequest<DischargeCreate> }
  | { kind: 'update'; request: DischargeRequest<DischargeUpdate> };

/**
 * Saves a discharge and shows the outcome (spec 01 §8): a toast naming the voucher; a refusal on the
 * field it is about, as an "attention" alert that goes back to the assets (marking the assets it
 * names) or to the proposals; anything else an error toast.
 */
export function useDischargeSave(handlers: DischargeSaveHandlers) {
  const { t } = useTranslation();
  const { attention } = useSaveFeedback();
  const toast = useToast();
  const { send, saving } = useSaveChoice(useCreateDischarge(), useUpdateDischarge());
  const { form, onLineProblems, onBackToAssets, onBackToType, onSaved } = handlers;

  const save = useCallback(
    async (save: DischargeSaveRequest) => {
      onLineProblems({});
      try {
        await send(save, (number) => t('discharges.saved', { number }), onSaved);
      } catch (error) {
        const failure = dischargeSaveFailure(error, save.request.lineKeys);
        if (failure.kind === 'toast') {
          toast.error(t('discharges.saveFailed'), error);
        } else if (failure.kind === 'fields') {
          showFieldRefusals(form, failure.header);
        } else {
          if (failure.kind === 'assets') onLineProblems(failure.lines);
          await attention(failure.message);
          if (failure.kind === 'assets') onBackToAssets();
          else onBackToType();
        }
      }
    },
    [attention, form, onBackToAssets, onBackToType, onLineProblems, onSaved, send, t, toast],
  );
  return { save, saving };
}
