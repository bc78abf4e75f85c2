import { zodResolver } from '@hookform/resolvers/zod';
import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { RelatedMovement } from '@inventario/shared/contracts/out';
import { toIsoDate } from '@inventario/shared/format/date';
import { useCallback, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import {
  ChargedAssetsDialog,
  defaultMovementDate,
  MovementEditorFrame,
  type MovementStep,
  MovementTotals,
  useMovementEditor,
  useSaveFeedback,
} from '@/features/movements';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useConfirmedProposals } from '../api/list-confirmed-proposals.ts';
import { useMovementsWithAssets } from '../api/list-movements-with-assets.ts';
import {
  type DischargeDetailsValues,
  detailsFromProposal,
  dischargeDetailsOf,
  dischargeDetailsSchema,
  newDischargeDetails,
  toDischargeHeader,
} from '../model/discharge-details-form.ts';
import {
  addDirectLines,
  type DischargeLine,
  linesOfProposal,
  splitDischargeLines,
  toDischargeCreate,
  toDischargeUpdate,
} from '../model/discharge-lines.ts';
import {
  assetsStepProblem,
  BLANK_START,
  type DischargeOrigin,
  type DischargeStart,
  orderedProposalIds,
  typeStepProblem,
} from '../model/discharge-origin.ts';
import { DischargeAssetsStep } from './discharge-assets-step.tsx';
import { DischargeDetailsStep } from './discharge-details-step.tsx';
import { DischargeTypeStep } from './discharge-type-step.tsx';
import { useDischargeSave } from './use-discharge-save.ts';

/** Edit mode: the saved discharge, the proposals it came from, and those proposals with their lines. */
export interface DischargeEditing {
  movement: MovementWithAssets;
  related: readonly RelatedMovement[];
  proposals: readonly MovementWithAssets[];
}

export interface DischargeEditorProps {
  editing?: DischargeEditing;
  start?: DischargeStart;
  years: readonly FinancialYear[];
  onSaved: (movement: MovementWithAssets) => void;
  onCancel: () => void;
}

const PREFILLED = ['causal', 'protocolDate', 'protocolNumber'] as const;

/**
 * A discharge in the movement stepper (spec 02 §2, DOMAIN §4): where its assets come from (confirmed
 * proposals or charged assets), the assets, the details with the DS's measure and the liability
 * statement. Creates a voucher (`POST /movement/discharge`) or edits one (`PUT`) within its
 * `editable` flags: the header in an open year, the assets on the year's latest discharge.
 */
export function DischargeEditor({
  editing,
  start = BLANK_START,
  years,
  onSaved,
  onCancel,
}: DischargeEditorProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { earlierStepsReady } = useSaveFeedback();
  const toast = useToast();
  const movement = editing?.movement;
  // An edit usually completes the header (the measure's protocol, notes): it opens on the details.
  const editor = useMovementEditor({ movement, years, firstStep: movement ? 'details' : 'type' });
  const { editable, states, step, setStep } = editor;
  const [origin, setOrigin] = useState<DischargeOrigin>(start.origin);
  const [chosen, setChosen] = useState<number[]>(start.proposalIds);
  const [directLines, setDirectLines] = useState<DischargeLine[]>(() =>
    editing ? splitDischargeLines(editing.movement, editing.proposals).directLines : [],
  );
  const charged = useSelectionRequest<AssetSummary>();

  const confirmed = useConfirmedProposals(!movement);
  const fromProposals = !movement && origin === 'proposals';
  const chosenProposals = useMovementsWithAssets(fromProposals ? chosen : []);
  const proposals = useMemo(
    () =>
      editing
        ? [...editing.proposals]
        : fromProposals
          ? (chosenProposals.data ?? []).filter((proposal) => chosen.includes(proposal.id))
          : [],
    [editing, fromProposals, chosenProposals.data, chosen],
  );
  const lines = useMemo(() => {
    const proposalLines = proposals.flatMap((proposal) => linesOfProposal(proposal, movement));
    if (movement) return [...proposalLines, ...directLines];
    return fromProposals ? proposalLines : directLines;
  }, [proposals, movement, fromProposals, directLines]);
  const presentIds = useMemo(() => new Set(lines.map((line) => line.assetId)), [lines]);
  // Lines of proposals just ticked are on their way (a background reload does not count).
  const loadingLines = fromProposals && (chosenProposals.isPending || chosenProposals.isPlaceholderData);

  const form = useForm<DischargeDetailsValues>({
    resolver: zodResolver(dischargeDetailsSchema(states, movement?.date)),
    mode: 'onTouched',
    defaultValues: movement
      ? dischargeDetailsOf(movement)
      : newDischargeDetails(defaultMovementDate(toIsoDate(new Date()), states)),
  });
  const { refetch: reloadConfirmed } = confirmed;
  const backToType = useCallback(() => {
    // The proposals still to discharge stay chosen; the one refused leaves the list.
    void reloadConfirmed().then((reloaded) =>
      setChosen((current) => orderedProposalIds(new Set(current), reloaded.data ?? [])),
    );
    setStep('type');
  }, [reloadConfirmed, setStep]);
  const { save, saving } = useDischargeSave({
    form,
    onLineProblems: editor.setProblems,
    onBackToAssets: editor.backToAssets,
    onBackToType: backToType,
    onSaved,
  });

  const problemOf = (current: MovementStep) => {
    if (current === 'type') return movement ? undefined : typeStepProblem(origin, chosen);
    if (current === 'assets')
      return loadingLines ? 'discharges.assets.loading' : assetsStepProblem(lines.length);
    return undefined;
  };

  /** Leaving the type step with proposals: the first one's causal and measure fill what is still empty. */
  const changeStep = (next: MovementStep) => {
    const first = confirmed.data?.find((proposal) => proposal.id === chosen[0]);
    if (!movement && step === 'type' && fromProposals && first) {
      const filled = detailsFromProposal(form.getValues(), first);
      for (const field of PREFILLED) {
        if (form.getValues(field) === null) form.setValue(field, filled[field]);
      }
    }
    setStep(next);
  };

  const submit = form.handleSubmit(async (values) => {
    if (!(await earlierStepsReady(problemOf, setStep))) return;
    const header = toDischargeHeader(values);
    await save(
      editing
        ? {
            kind: 'update',
            request: toDischargeUpdate(
              editing.movement.id,
              header,
              editing.related.map((proposal) => proposal.id),
              lines,
            ),
          }
        : { kind: 'create', request: toDischargeCreate(header, fromProposals ? chosen : [], lines) },
    );
  });

  const addCharged = async () => {
    const picked = await charged.request();
    if (!picked) return;
    const next = addDirectLines(directLines, presentIds, picked);
    setDirectLines(next.lines);
    if (next.added > 0) toast.info(t('discharges.assets.chargedAdded', { count: next.added }));
  };

  const steps = {
    type: (
      <DischargeTypeStep
        origin={origin}
        onOriginChange={setOrigin}
        proposals={confirmed.data}
        proposalsError={confirmed.isError ? errorText(confirmed.error) : undefined}
        chosen={chosen}
        onChosenChange={setChosen}
        voucher={movement}
        related={editing?.related}
      />
    ),
    assets: (
      <DischargeAssetsStep
        lines={lines}
        proposals={proposals}
        problems={editor.problems}
        canAddCharged={movement ? editable.assets : origin === 'direct'}
        canChangeLines={editable.assets}
        locked={Boolean(movement) && !editable.assets}
        loading={loadingLines}
        onAddCharged={() => void addCharged()}
        onRemove={(line) =>
          setDirectLines((current) => current.filter((candidate) => candidate.key !== line.key))
        }
      />
    ),
    details: (
      <DischargeDetailsStep
        form={form}
        formId={editor.formId}
        onSubmit={() => void submit()}
        summary={<MovementTotals lines={lines} />}
      />
    ),
  };

  return (
    <MovementEditorFrame
      editor={editor}
      steps={steps}
      onStepChange={changeStep}
      problemOf={problemOf}
      saving={saving}
      saveLabel={movement ? t('discharges.actions.saveChanges') : t('discharges.actions.discharge')}
      onCancel={onCancel}
    >
      <ChargedAssetsDialog {...charged.dialogProps} presentIds={presentIds} />
    </MovementEditorFrame>
  );
}
