import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherCreate, ValueVoucherUpdate } from '@inventario/shared/contracts/value-vouchers';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showFieldRefusals, useSaveChoice, useSaveFeedback } from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useCreateValueVoucher, useUpdateValueVoucher } from '../api/save-value-voucher.ts';
import type { VariationLine } from '../model/variation-lines.ts';
import type { VoucherDetailsValues, VoucherRequest } from '../model/voucher-details-form.ts';
import { kindOf } from '../model/voucher-kind.ts';
import { type VoucherSaveFailure, voucherSaveFailure } from '../model/voucher-save-failure.ts';
import { useThresholdConfirm } from './use-threshold-confirm.tsx';

export interface VoucherSaveHandlers {
  kind: ValueVoucherKind;
  form: UseFormReturn<VoucherDetailsValues>;
  /** Marks lines with the server's messages (by line key); an empty record clears them. */
  onLineProblems: (problems: Record<string, string>) => void;
  onBackTo: (step: 'type' | 'assets') => void;
  onSaved: (movement: MovementWithAssets) => void;
}

/** The request of a save, with the threshold confirmation given or not. */
export type VoucherSaveRequest = (
  thresholdConfirmed: boolean,
) =>
  | { kind: 'create'; request: VoucherRequest<ValueVoucherCreate> }
  | { kind: 'update'; request: VoucherRequest<ValueVoucherUpdate> };

/**
 * Saves a value voucher and shows the outcome: a toast naming it; a new value across the 200-euro
 * threshold asks the reclassification confirm and, agreed, is sent again with `thresholdConfirmed`; a
 * refusal lands on the field or the lines it is about, or as an "attention" alert back on the assets;
 * anything else an error toast.
 */
export function useVoucherSave(handlers: VoucherSaveHandlers) {
  const { t } = useTranslation();
  const { attention, refusedLines } = useSaveFeedback();
  const toast = useToast();
  const { send, saving } = useSaveChoice(useCreateValueVoucher(), useUpdateValueVoucher());
  const confirmThreshold = useThresholdConfirm();
  const { kind, form, onLineProblems, onBackTo, onSaved } = handlers;
  const name = t(`valueVouchers.names.${kindOf(kind) ?? 'decrease'}`);

  const show = useCallback(
    async (failure: Exclude<VoucherSaveFailure, { kind: 'threshold' }>, error: unknown) => {
      if (failure.kind === 'toast') {
        toast.error(t('valueVouchers.saveFailed'), error);
      } else if (failure.kind === 'assets') {
        await attention(failure.message);
        onBackTo('assets');
      } else {
        showFieldRefusals(form, failure.fields);
        if (failure.fields.some(({ field }) => field === 'voucherType')) onBackTo('type');
        refusedLines(failure.lines, 'valueVouchers.linesRefused', {
          onLineProblems,
          onBackToAssets: () => onBackTo('assets'),
        });
      }
    },
    [attention, form, onBackTo, onLineProblems, refusedLines, t, toast],
  );

  const save = useCallback(
    async (build: VoucherSaveRequest, lines: readonly VariationLine[]) => {
      onLineProblems({});
      let confirmed = false;
      for (;;) {
        const save = build(confirmed);
        const { lineKeys, body } = save.request;
        try {
          await send(save, (number) => t('valueVouchers.saved', { name, number }), onSaved);
          return;
        } catch (error) {
          const assetIds = body.lines.map((line) => line.assetId);
          const failure = voucherSaveFailure(error, lineKeys, assetIds);
          if (failure.kind !== 'threshold') return show(failure, error);
          if (confirmed) return show({ kind: 'toast' }, error);
          if (!(await confirmThreshold(kind, lines, failure.assetIds))) return;
          confirmed = true;
        }
      }
    },
    [confirmThreshold, kind, name, onLineProblems, onSaved, send, show, t],
  );
  return { save, saving };
}
