import { zodResolver } from '@hookform/resolvers/zod';
import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import type { ChargeInvoice } from '@inventario/shared/contracts/invoices';
import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { Universality } from '@inventario/shared/contracts/universalities';
import { toIsoDate } from '@inventario/shared/format/date';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSelectionRequest } from '@/components/selection/use-selection-request.ts';
import {
  defaultMovementDate,
  MovementEditorFrame,
  type MovementStep,
  MovementTotals,
  useMovementEditor,
  useSaveFeedback,
} from '@/features/movements';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useUniversalityComponents } from '../api/list-universality-components.ts';
import {
  type ChargeDetailsValues,
  chargeDetailsOf,
  chargeDetailsSchema,
  newChargeDetails,
  toChargeHeader,
} from '../model/charge-details-form.ts';
import {
  addWaitingLines,
  type ChargeLine,
  lineFromMovementAsset,
  lineFromNewAsset,
  lineFromWaitingAsset,
  toChargeCreate,
  toChargeUpdate,
  withEditedAsset,
} from '../model/charge-lines.ts';
import { assetsStepProblem, type ChargeOrigin, typeStepProblem } from '../model/charge-origin.ts';
import { incompleteLineProblems } from '../model/external-start.ts';
import { AssetDialog } from './asset-dialog.tsx';
import { ChargeAssetsStep } from './charge-assets-step.tsx';
import { ChargeDetailsStep } from './charge-details-step.tsx';
import { ChargeTypeStep } from './charge-type-step.tsx';
import { useChargeSave } from './use-charge-save.ts';
import { WaitingAssetsDialog } from './waiting-assets-dialog.tsx';

/** Where a new charge starts: from scratch, from a waiting asset, a universality or external movements. */
export interface ChargeStart {
  origin: ChargeOrigin;
  lines: ChargeLine[];
  universality: Universality | null;
  /** Set by the route: the start cannot change. */
  fixed: boolean;
  /** Details known from where the charge comes from (external movements: supplier, document). */
  details?: Partial<ChargeDetailsValues>;
  /** The external movements whose goods the lines are; the charge marks them charged. */
  externalMovementIds?: number[];
  /** The e-invoice the lines come from; the voucher keeps its file and identity. */
  invoice?: ChargeInvoice;
}

export interface ChargeEditorProps {
  /** Edit mode: the saved charge; create mode without it. */
  movement?: MovementWithAssets;
  start?: ChargeStart;
  years: readonly FinancialYear[];
  onSaved: (movement: MovementWithAssets) => void;
  onCancel: () => void;
}

type Editing = { line: ChargeLine | undefined } | undefined;

let nextKey = 0;
const newLineKey = () => `new-${++nextKey}`;

/**
 * A charge in the movement stepper (spec 02 §2): type and origin, asset lines, details. Creates a
 * voucher (`POST /movement/charge`) or edits one (`PUT`) within its `editable` flags.
 */
export function ChargeEditor({ movement, start, years, onSaved, onCancel }: ChargeEditorProps) {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const { attention, earlierStepsReady } = useSaveFeedback();
  const toast = useToast();
  const editor = useMovementEditor({
    movement,
    years,
    firstStep: movement || start?.fixed ? 'assets' : 'type',
    initialProblems: () => incompleteLineProblems(start?.lines ?? []),
  });
  const { editable, states, problems } = editor;
  const [origin, setOrigin] = useState<ChargeOrigin>(start?.origin ?? 'assets');
  const [universality, setUniversality] = useState<Universality | null>(start?.universality ?? null);
  const [lines, setLines] = useState<ChargeLine[]>(
    () => movement?.assets.map(lineFromMovementAsset) ?? start?.lines ?? [],
  );
  const [editing, setEditing] = useState<Editing>();
  const waiting = useSelectionRequest<AssetSummary>();

  const charging = origin === 'universality' && !movement ? universality : null;
  const components = useUniversalityComponents(charging?.id);
  const componentLines = useMemo(
    () => (components.data ?? []).map((asset) => lineFromWaitingAsset(asset, 'component')),
    [components.data],
  );
  const shownLines = charging ? componentLines : lines;
  const presentIds = useMemo(
    () => new Set(lines.flatMap((line) => (line.id === undefined ? [] : [line.id]))),
    [lines],
  );

  const form = useForm<ChargeDetailsValues>({
    resolver: zodResolver(chargeDetailsSchema(states, movement?.date)),
    mode: 'onTouched',
    defaultValues: movement
      ? chargeDetailsOf(movement)
      : { ...newChargeDetails(defaultMovementDate(toIsoDate(new Date()), states)), ...start?.details },
  });
  const { save, saving } = useChargeSave({
    form,
    onLineProblems: editor.setProblems,
    onBackToAssets: editor.backToAssets,
    onSaved,
  });

  const problemOf = (current: MovementStep) => {
    if (current === 'type') return movement ? undefined : typeStepProblem(origin, universality);
    if (current === 'assets')
      return assetsStepProblem(shownLines.length, shownLines.filter((line) => line.incomplete).length);
    return undefined;
  };

  const submit = form.handleSubmit(async (values) => {
    if (!(await earlierStepsReady(problemOf, editor.setStep))) return;
    const header = toChargeHeader(values);
    await save(
      movement
        ? { kind: 'update', request: toChargeUpdate(movement.id, header, lines) }
        : {
            kind: 'create',
            request: toChargeCreate(
              header,
              shownLines,
              charging?.id ?? null,
              start?.externalMovementIds,
              start?.invoice,
            ),
          },
    );
  });

  const addWaiting = async () => {
    const chosen = await waiting.request();
    if (!chosen) return;
    const loose = chosen.filter((asset) => !asset.universalityId);
    const next = addWaitingLines(lines, loose);
    setLines(next.lines);
    if (loose.length < chosen.length) {
      await attention('errors.assetInUniversality');
    }
    if (next.added > 0) toast.info(t('charges.assets.waitingAdded', { count: next.added }));
  };

  const remove = async (line: ChargeLine) => {
    if (line.source === 'existing') {
      const outcome = line.origin === 'waiting' ? 'backToWaiting' : 'deleted';
      const agreed = await confirm({
        title: t('charges.assets.removeConfirm.title'),
        message: t(`charges.assets.removeConfirm.${outcome}`, { name: line.description }),
        confirmLabel: t('charges.assets.removeConfirm.confirm'),
        destructive: true,
      });
      if (!agreed) return;
    }
    setLines((current) => current.filter((candidate) => candidate.key !== line.key));
  };

  const steps = {
    type: (
      <ChargeTypeStep
        origin={origin}
        onOriginChange={setOrigin}
        universality={universality}
        onUniversalityChange={setUniversality}
        fixed={Boolean(start?.fixed || movement)}
        voucher={movement}
      />
    ),
    assets: (
      <ChargeAssetsStep
        lines={shownLines}
        problems={problems}
        universality={charging}
        canChangeLines={editable.assets}
        showNumbers={Boolean(movement)}
        onAdd={() => setEditing({ line: undefined })}
        onAddWaiting={() => void addWaiting()}
        onEdit={(line) => setEditing({ line })}
        onRemove={(line) => void remove(line)}
      />
    ),
    details: (
      <ChargeDetailsStep
        form={form}
        formId={editor.formId}
        onSubmit={() => void submit()}
        lockLegal={!editable.content}
        summary={<MovementTotals lines={shownLines} />}
      />
    ),
  };

  return (
    <MovementEditorFrame
      editor={editor}
      steps={steps}
      problemOf={problemOf}
      saving={saving}
      saveLabel={movement ? t('charges.actions.saveChanges') : t('charges.actions.charge')}
      onCancel={onCancel}
    >
      {editing ? (
        <AssetDialog
          line={editing.line}
          lockLegal={!editable.content}
          onClose={() => setEditing(undefined)}
          onDone={(asset, labels) => {
            const { line } = editing;
            setLines((current) =>
              line
                ? current.map((candidate) =>
                    candidate.key === line.key
                      ? line.source === 'new'
                        ? lineFromNewAsset(line.key, asset, labels)
                        : withEditedAsset(line, asset, labels)
                      : candidate,
                  )
                : [...current, lineFromNewAsset(newLineKey(), asset, labels)],
            );
            editor.clearProblem(line?.key ?? '');
            setEditing(undefined);
          }}
        />
      ) : null}
      <WaitingAssetsDialog {...waiting.dialogProps} presentIds={presentIds} />
    </MovementEditorFrame>
  );
}
