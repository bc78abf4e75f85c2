import type { Merge } from '@inventario/shared/contracts/customer-area';
import type { ReceiverMerge } from '@inventario/shared/contracts/merges';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { importKeys, type ListKind } from '@/features/imports';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useChargeMerge } from '../api/charge-merge.ts';
import { useReceiverMerge } from '../api/get-receiver-merge.ts';
import { mergeKeys } from '../api/merge-keys.ts';
import { type ChargeConflict, chargeConflictOf } from '../model/charge-conflict.ts';
import {
  RECEIVER_STEPS,
  type ReceiverStep,
  receiverStartStep,
  receiverStepOpen,
} from '../model/receiver-steps.ts';
import { ChargeStep } from './charge-step.tsx';
import { ChargedStep } from './charged-step.tsx';
import { MatchingStep } from './matching-step.tsx';
import { MergeStepper } from './merge-stepper.tsx';
import { PackageStep } from './package-step.tsx';
import { StepNav } from './step-nav.tsx';
import { useMergeAction } from './use-merge-action.ts';

/** The receiver's steps on its side of the merge as the server answers it. */
export function ReceiverSteps({ receiver }: { receiver: ReceiverMerge }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const act = useMergeAction();
  const charge = useChargeMerge(receiver.merge.id);
  const [chosenStep, setStep] = useState<ReceiverStep>(() => receiverStartStep(receiver));
  const [kind, setKind] = useState<ListKind>('site');
  const [refusal, setRefusal] = useState<{ text: string; conflict: ChargeConflict }>();
  // A step the receiver's side does not allow (yet, or any more) gives way to where it stands.
  const step = receiverStepOpen(chosenStep, receiver) ? chosenStep : receiverStartStep(receiver);
  const index = RECEIVER_STEPS.indexOf(step);
  const pack = receiver.package;
  const goTo = (next: ReceiverStep | undefined) => {
    if (next) setStep(next);
  };

  const runCharge = async () => {
    const charged = await act(
      () => charge.mutateAsync(),
      {
        title: t('merges.receiver.charge.confirmTitle'),
        question: t('merges.receiver.charge.confirmQuestion', {
          count: pack?.goods ?? 0,
          goods: pack?.goods ?? 0,
          seller: receiver.merge.sellerName,
        }),
        confirmLabel: t('merges.receiver.charge.action'),
        done: t('merges.receiver.charge.done'),
        failed: t('merges.receiver.charge.failed'),
      },
      (error) => {
        void queryClient.invalidateQueries({ queryKey: mergeKeys.receiver(receiver.merge.id) });
        const conflict = chargeConflictOf(error);
        if (!conflict) return false;
        // The mapping collides with the school's lists: back to it, on the list of the entry to correct.
        if (receiver.receipt)
          void queryClient.invalidateQueries({ queryKey: importKeys.tempLists(receiver.receipt.importId) });
        setRefusal({ text: errorText(error), conflict });
        setKind(conflict.kind);
        setStep('matching');
        return true;
      },
    );
    if (charged) setStep('done');
  };

  let content: ReactNode;
  switch (step) {
    case 'package':
      content = (
        <>
          <PackageStep pack={pack} sellerName={receiver.merge.sellerName} />
          {pack ? <StepNav onNext={() => goTo('matching')} /> : null}
        </>
      );
      break;
    case 'matching':
      content = (
        <>
          <MatchingStep
            receiver={receiver}
            kind={kind}
            onKindChange={setKind}
            refusal={refusal}
            onRefusalCleared={() => setRefusal(undefined)}
          />
          <StepNav
            onBack={() => goTo('package')}
            onNext={() => goTo('charge')}
            nextBlocked={receiver.receipt ? undefined : t('merges.receiver.matching.startFirst')}
          />
        </>
      );
      break;
    case 'charge':
      content = pack ? (
        <ChargeStep
          receiver={receiver}
          pack={pack}
          busy={charge.isPending}
          onBack={() => goTo('matching')}
          onCharge={() => void runCharge()}
        />
      ) : null;
      break;
    case 'done':
      content = pack ? <ChargedStep pack={pack} /> : null;
      break;
  }

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MergeStepper
          label={t('merges.receiver.stepsLabel')}
          labels={RECEIVER_STEPS.map((name) => t(`merges.receiver.steps.${name}`))}
          active={index}
          allDone={step === 'done'}
        />
      </Paper>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('merges.sectionTitle', { number: index + 1, step: t(`merges.receiver.steps.${step}`) })}
          </Typography>
          {content}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The receiver's stepper of one merge (spec 02 §2: "a receiver stepper"), once its side is read. */
export function ReceiverStepper({ merge }: { merge: Merge }) {
  const { t } = useTranslation();
  const receiver = useReceiverMerge(merge.id);
  if (receiver.isPending) return <PageLoading />;
  if (receiver.isError)
    return (
      <PageProblem
        message={t('merges.loadFailed')}
        action={<RetryButton onRetry={() => void receiver.refetch()} />}
      />
    );
  return <ReceiverSteps receiver={receiver.data} />;
}
