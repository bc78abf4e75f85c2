import { zodResolver } from '@hookform/resolvers/zod';
import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { proposalYear } from '@inventario/shared/domain/financial-years/financial-year';
import { toIsoDate } from '@inventario/shared/format/date';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import {
  assetCountProblem,
  ChargedAssetsDialog,
  MovementEditorFrame,
  type MovementStep,
  MovementTotals,
  useMovementEditor,
  useSaveFeedback,
} from '@/features/movements';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useNextProgressive } from '../api/next-progressive.ts';
import {
  defaultProposalDate,
  newProposalDetails,
  type ProposalDetailsValues,
  progressiveYearOf,
  proposalDetailsOf,
  proposalDetailsSchema,
  toOutCreate,
  toOutUpdate,
} from '../model/proposal-form.ts';
import {
  addChargedLines,
  assetIdsOf,
  lineFromProposalAsset,
  MAX_PROPOSAL_ASSETS,
  type ProposalLine,
} from '../model/proposal-lines.ts';
import { ProposalAssetsStep } from './proposal-assets-step.tsx';
import { ProposalDetailsStep } from './proposal-details-step.tsx';
import { ProposalTypeStep } from './proposal-type-step.tsx';
import { useProposalSave } from './use-proposal-save.ts';

export interface ProposalEditorProps {
  /** Edit mode: the saved proposal; create mode without it. */
  movement?: MovementWithAssets;
  years: readonly FinancialYear[];
  onSaved: (movement: MovementWithAssets) => void;
  onCancel: () => void;
}

/**
 * Create mode: puts the next progressive of the date's year in the field, again whenever the date
 * moves to another year (the server refuses one not above the year's last, `progressiveNotAbove`).
 */
function useProgressivePrefill(form: ReturnType<typeof useForm<ProposalDetailsValues>>, enabled: boolean) {
  const date = useWatch({ control: form.control, name: 'date' });
  const year = enabled ? progressiveYearOf(date) : undefined;
  const next = useNextProgressive(year);
  const prefilledFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (year === undefined || next.data === undefined || prefilledFor.current === year) return;
    prefilledFor.current = year;
    form.setValue('progressive', next.data, { shouldValidate: form.formState.isSubmitted });
  }, [form, year, next.data]);
  return year;
}

/**
 * A discharge proposal in the movement stepper (spec 02 §2): type and year, charged assets chosen in
 * a dialog, details. Creates a proposal (`POST /movement/out`) or edits one (`PUT`) within its
 * `editable` flags: once confirmed only its notes and the measure's protocol change.
 */
export function ProposalEditor({ movement, years, onSaved, onCancel }: ProposalEditorProps) {
  const { t } = useTranslation();
  const { earlierStepsReady } = useSaveFeedback();
  const toast = useToast();
  const editor = useMovementEditor({ movement, years, firstStep: movement ? 'details' : 'type' });
  const { editable, states } = editor;
  const [lines, setLines] = useState<ProposalLine[]>(() => movement?.assets.map(lineFromProposalAsset) ?? []);
  const charged = useSelectionRequest<AssetSummary>();
  const presentIds = useMemo(() => new Set(assetIdsOf(lines)), [lines]);

  const openYear = proposalYear(states);
  const form = useForm<ProposalDetailsValues>({
    resolver: zodResolver(proposalDetailsSchema(states, movement?.date)),
    mode: 'onTouched',
    defaultValues: movement
      ? proposalDetailsOf(movement)
      : newProposalDetails(defaultProposalDate(toIsoDate(new Date()), states)),
  });
  const progressiveYear = useProgressivePrefill(form, !movement);
  const { save, saving } = useProposalSave({
    form,
    onLineProblems: editor.setProblems,
    onBackToAssets: editor.backToAssets,
    onSaved,
  });

  const problemOf = (current: MovementStep) => {
    if (current === 'type')
      return movement || openYear !== undefined ? undefined : 'proposals.type.noOpenYear';
    if (current === 'assets') return assetCountProblem(lines.length, MAX_PROPOSAL_ASSETS);
    return undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    if (!(await earlierStepsReady(problemOf, editor.setStep))) return;
    const assetIds = assetIdsOf(lines);
    await save(
      movement
        ? { kind: 'update', request: { body: toOutUpdate(movement.id, values, assetIds) } }
        : { kind: 'create', request: { body: toOutCreate(values, assetIds) } },
    );
  });

  const addCharged = async () => {
    const chosen = await charged.request();
    if (!chosen) return;
    const next = addChargedLines(lines, chosen);
    setLines(next.lines);
    if (next.added > 0) toast.info(t('proposals.assets.added', { count: next.added }));
  };

  const remove = (line: ProposalLine) => {
    setLines((current) => current.filter((candidate) => candidate.key !== line.key));
    editor.clearProblem(line.key);
  };

  const steps = {
    type: <ProposalTypeStep proposal={movement} year={openYear} />,
    assets: (
      <ProposalAssetsStep
        lines={lines}
        problems={editor.problems}
        canChangeLines={editable.assets}
        onAdd={() => void addCharged()}
        onRemove={remove}
      />
    ),
    details: (
      <ProposalDetailsStep
        form={form}
        formId={editor.formId}
        onSubmit={() => void submit()}
        lockContent={!editable.content}
        progressiveYear={progressiveYear}
        summary={<MovementTotals lines={lines} />}
      />
    ),
  };

  return (
    <MovementEditorFrame
      editor={editor}
      steps={steps}
      problemOf={problemOf}
      saving={saving}
      saveLabel={movement ? t('proposals.actions.saveChanges') : t('proposals.actions.save')}
      onCancel={onCancel}
    >
      <ChargedAssetsDialog {...charged.dialogProps} presentIds={presentIds} />
    </MovementEditorFrame>
  );
}
