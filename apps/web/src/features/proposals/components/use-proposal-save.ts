import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { OutCreate, OutUpdate } from '@inventario/shared/contracts/out';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SaveChoice, showFieldRefusals, useSaveChoice, useSaveFeedback } from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateProposal, useUpdateProposal } from '../api/save-proposal.ts';
import type { ProposalDetailsValues } from '../model/proposal-form.ts';
import { proposalSaveFailure } from '../model/proposal-save-failure.ts';

export interface ProposalSaveHandlers {
  form: UseFormReturn<ProposalDetailsValues>;
  /** Marks lines with the server's messages (by line key); an empty record clears them. */
  onLineProblems: (problems: Record<string, string>) => void;
  /** Sends the user back to the assets step. */
  onBackToAssets: () => void;
  onSaved: (movement: MovementWithAssets) => void;
}

export type ProposalSaveRequest = SaveChoice<OutCreate, OutUpdate>;

/**
 * Saves a proposal and shows the outcome (spec 01 §8): a toast naming it; a refusal on the field it
 * is about (date, progressive, causal), on the asset lines it names with an "attention" alert that
 * goes back to the assets, as an alert about the proposal as a whole; anything else an error toast.
 */
export function useProposalSave(handlers: ProposalSaveHandlers) {
  const { t } = useTranslation();
  const { attention, refusedLines } = useSaveFeedback();
  const toast = useToast();
  const { send, saving } = useSaveChoice(useCreateProposal(), useUpdateProposal());
  const { form, onLineProblems, onBackToAssets, onSaved } = handlers;

  const save = useCallback(
    async (save: ProposalSaveRequest) => {
      onLineProblems({});
      try {
        await send(save, (number) => t('proposals.saved', { number }), onSaved);
      } catch (error) {
        const failure = proposalSaveFailure(error, save.request.body.assetIds);
        if (failure.kind === 'toast') {
          toast.error(t('proposals.saveFailed'), error);
        } else if (failure.kind === 'alert') {
          await attention(failure.message);
        } else if (failure.kind === 'assets') {
          onLineProblems(failure.lines);
          await attention(failure.message);
          onBackToAssets();
        } else {
          showFieldRefusals(form, failure.fields);
          refusedLines(failure.lines, 'proposals.linesRefused', { onLineProblems, onBackToAssets });
        }
      }
    },
    [attention, form, onBackToAssets, onLineProblems, onSaved, refusedLines, send, t, toast],
  );
  return { save, saving };
}
