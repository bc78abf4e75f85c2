import type { Merge } from '@inventario/shared/contracts/customer-area';
import type { SellerMerge } from '@inventario/shared/contracts/merges';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useSellerMerge } from '../api/get-seller-merge.ts';
import {
  chosenSites,
  SELLER_STEPS,
  type SellerStep,
  sellerStartStep,
  sellerStepRefusal,
} from '../model/seller-steps.ts';
import { AssetsStep } from './assets-step.tsx';
import { ChecksStep } from './checks-step.tsx';
import { DischargeStep } from './discharge-step.tsx';
import { HandoverStep } from './handover-step.tsx';
import { MergeStepper } from './merge-stepper.tsx';
import { SitesStep } from './sites-step.tsx';
import { StepNav } from './step-nav.tsx';

/** The seller's steps on its side of the merge as the server answers it. */
export function SellerSteps({ seller }: { seller: SellerMerge }) {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const titleId = useId();
  const mergeId = seller.merge.id;
  const [chosenStep, setStep] = useState<SellerStep>(() => sellerStartStep(seller));
  const [chosen, setChosen] = useState<number[]>([]);
  // Once the package went, only its handover is left to show.
  const step = seller.package ? 'handover' : chosenStep === 'handover' ? 'checks' : chosenStep;
  const sites = chosenSites(seller.sites, chosen, mergeId);
  const siteIds = sites.map((site) => site.id);
  const index = SELLER_STEPS.indexOf(step);
  const goTo = (next: SellerStep | undefined) => {
    if (next) setStep(next);
  };
  const back = () => goTo(SELLER_STEPS[index - 1]);
  const next = () => {
    const refusal = sellerStepRefusal(step, { blockers: seller.blockers, chosen: siteIds });
    if (refusal === 'noSites') {
      void alert({
        title: t('common.attention'),
        message: t('merges.seller.sites.atLeastOne'),
        severity: 'warning',
      });
      return;
    }
    if (!refusal) goTo(SELLER_STEPS[index + 1]);
  };

  let content: ReactNode;
  switch (step) {
    case 'checks':
      content = (
        <>
          <ChecksStep blockers={seller.blockers} />
          <StepNav
            onNext={next}
            nextBlocked={
              sellerStepRefusal('checks', { blockers: seller.blockers, chosen: siteIds }) === 'blocked'
                ? t('merges.seller.checks.blocked')
                : undefined
            }
          />
        </>
      );
      break;
    case 'sites':
      content = (
        <>
          <SitesStep mergeId={mergeId} sites={seller.sites} chosen={chosen} onChange={setChosen} />
          <StepNav onBack={back} onNext={next} />
        </>
      );
      break;
    case 'assets':
      content = (
        <>
          <AssetsStep mergeId={mergeId} siteIds={siteIds} />
          <StepNav onBack={back} onNext={next} />
        </>
      );
      break;
    case 'discharge':
      content = <DischargeStep seller={seller} sites={sites} onBack={back} />;
      break;
    case 'handover':
      content = seller.package ? <HandoverStep pack={seller.package} /> : null;
      break;
  }

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <MergeStepper
          label={t('merges.seller.stepsLabel')}
          labels={SELLER_STEPS.map((name) => t(`merges.seller.steps.${name}`))}
          active={index}
          allDone={seller.package !== null}
        />
      </Paper>
      <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('merges.sectionTitle', { number: index + 1, step: t(`merges.seller.steps.${step}`) })}
          </Typography>
          {content}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The seller's stepper of one merge (spec 02 §2: "a seller stepper"), once its side is read. */
export function SellerStepper({ merge }: { merge: Merge }) {
  const { t } = useTranslation();
  const seller = useSellerMerge(merge.id);
  if (seller.isPending) return <PageLoading />;
  if (seller.isError)
    return (
      <PageProblem
        message={t('merges.loadFailed')}
        action={<RetryButton onRetry={() => void seller.refetch()} />}
      />
    );
  return <SellerSteps seller={seller.data} />;
}
