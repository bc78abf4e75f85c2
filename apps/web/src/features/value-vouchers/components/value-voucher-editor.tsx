import { zodResolver } from '@hookform/resolvers/zod';
import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';
import { toIsoDate } from '@inventario/shared/format/date';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import {
  ChargedAssetsDialog,
  defaultMovementDate,
  MovementEditorFrame,
  type MovementStep,
  SHOWN_ON_FIELD,
  useMovementEditor,
  useSaveFeedback,
} from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import {
  addChargedLines,
  assetsStepProblem,
  lineFromVoucherAsset,
  type VariationLine,
} from '../model/variation-lines.ts';
import {
  newVoucherDetails,
  toVoucherCreate,
  toVoucherUpdate,
  type VoucherDetailsValues,
  voucherDetailsOf,
  voucherDetailsSchema,
} from '../model/voucher-details-form.ts';
import { useVoucherSave } from './use-voucher-save.ts';
import { VoucherAssetsStep } from './voucher-assets-step.tsx';
import { VoucherDetailsStep } from './voucher-details-step.tsx';
import { VoucherTotals } from './voucher-totals.tsx';
import { VoucherTypeStep } from './voucher-type-step.tsx';

export interface ValueVoucherEditorProps {
  kind: ValueVoucherKind;
  /** Edit mode: the saved voucher; create mode without it. */
  movement?: MovementWithAssets;
  years: readonly FinancialYear[];
  onSaved: (movement: MovementWithAssets) => void;
  onCancel: () => void;
}

/**
 * A value voucher in the movement stepper (spec 02 §2): the reason of the variation, the charged
 * inventory assets with their variations, the date and notes. Creates (`POST /movement/valueVoucher`)
 * or edits (`PUT`) within the voucher's `editable` flags.
 */
export function ValueVoucherEditor({ kind, movement, years, onSaved, onCancel }: ValueVoucherEditorProps) {
  const { t } = useTranslation();
  const { earlierStepsReady } = useSaveFeedback();
  const toast = useToast();
  const editor = useMovementEditor({ movement, years, firstStep: movement ? 'assets' : 'type' });
  const { editable, states, setStep } = editor;
  const [lines, setLines] = useState<VariationLine[]>(
    () => movement?.assets.map((asset) => lineFromVoucherAsset(kind, asset)) ?? [],
  );
  const [showMissing, setShowMissing] = useState(false);
  const charged = useSelectionRequest<AssetSummary>();
  const presentIds = useMemo(() => new Set(lines.map((line) => line.assetId)), [lines]);

  const form = useForm<VoucherDetailsValues>({
    resolver: zodResolver(voucherDetailsSchema(states, movement?.date)),
    mode: 'onTouched',
    defaultValues: movement
      ? voucherDetailsOf(movement)
      : newVoucherDetails(defaultMovementDate(toIsoDate(new Date()), states)),
  });
  const { save, saving } = useVoucherSave({
    kind,
    form,
    onLineProblems: editor.setProblems,
    onBackTo: setStep,
    onSaved,
  });
  const voucherType = form.watch('voucherType');
  useEffect(() => {
    if (voucherType?.trim()) form.clearErrors('voucherType');
  }, [form, voucherType]);

  const problemOf = (current: MovementStep) => {
    if (current === 'type') {
      if (voucherType?.trim()) return undefined;
      // Said under the field, as the details' fields say what they miss.
      form.setError('voucherType', { type: 'required', message: 'rules.mandatory' }, { shouldFocus: true });
      return SHOWN_ON_FIELD;
    }
    if (current === 'assets') {
      const problem = assetsStepProblem(kind, lines);
      // The lines still lacking their variation are marked from now on.
      if (problem === 'errors.variationMissing') setShowMissing(true);
      return problem;
    }
    return undefined;
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!(await earlierStepsReady(problemOf, setStep))) return;
      await save(
        (confirmed) =>
          movement
            ? { kind: 'update', request: toVoucherUpdate(movement.id, kind, values, lines, confirmed) }
            : { kind: 'create', request: toVoucherCreate(kind, values, lines, confirmed) },
        lines,
      );
    },
    // The reason is chosen on the first step: its message is seen there.
    (errors) => {
      if (errors.voucherType) setStep('type');
    },
  );

  const addAssets = async () => {
    const chosen = await charged.request();
    if (!chosen) return;
    const next = addChargedLines(lines, chosen);
    setLines(next.lines);
    if (next.added > 0) toast.info(t('valueVouchers.assets.added', { count: next.added }));
  };

  const changeVariation = (key: string, text: string) => {
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, variationText: text } : line)),
    );
    editor.clearProblem(key);
  };

  const steps = {
    type: (
      <VoucherTypeStep
        kind={kind}
        form={form}
        locked={!editable.content}
        {...(movement ? { voucher: movement } : {})}
      />
    ),
    assets: (
      <VoucherAssetsStep
        kind={kind}
        lines={lines}
        problems={editor.problems}
        showMissing={showMissing}
        canChange={editable.assets}
        onAdd={() => void addAssets()}
        onVariationChange={changeVariation}
        onRemove={(line) => setLines((current) => current.filter((candidate) => candidate.key !== line.key))}
      />
    ),
    details: (
      <VoucherDetailsStep
        form={form}
        formId={editor.formId}
        onSubmit={() => void submit()}
        locked={!editable.content}
        summary={<VoucherTotals kind={kind} lines={lines} />}
      />
    ),
  };

  return (
    <MovementEditorFrame
      editor={editor}
      steps={steps}
      problemOf={problemOf}
      saving={saving}
      saveLabel={movement ? t('valueVouchers.actions.saveChanges') : t('valueVouchers.actions.save')}
      onCancel={onCancel}
    >
      <ChargedAssetsDialog {...charged.dialogProps} presentIds={presentIds} inventoryOnly />
    </MovementEditorFrame>
  );
}
