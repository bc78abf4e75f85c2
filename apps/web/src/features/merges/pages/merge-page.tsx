import type { Merge } from '@inventario/shared/contracts/customer-area';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { useSideMerges } from '../api/get-side-merges.ts';
import { MergeChooser } from '../components/merge-chooser.tsx';
import { ReceiverStepper } from '../components/receiver-stepper.tsx';
import { SellerStepper } from '../components/seller-stepper.tsx';
import { type MergeSide, otherSchool, shownMerge, sideOfRoute } from '../model/merge-side.ts';

/** The merge chosen: with whom and from when, then its side's stepper. */
function MergeSteps({ side, merge }: { side: MergeSide; merge: Merge }) {
  const { t } = useTranslation();
  const other = otherSchool(merge, side);
  return (
    <Stack spacing={2}>
      <Typography>
        {t(`merges.with.${side}`, {
          name: other.name,
          code: other.code,
          date: formatDate(merge.effectiveDate),
        })}
      </Typography>
      {side === 'merged' ? (
        <SellerStepper key={merge.id} merge={merge} />
      ) : (
        <ReceiverStepper key={merge.id} merge={merge} />
      )}
    </Stack>
  );
}

/** The school's merges on the route's side, one stepper each, chosen by the other school. */
export function MergeSideView({ side }: { side: MergeSide }) {
  const { t } = useTranslation();
  const merges = useSideMerges(side);
  const [chosenId, setChosenId] = useState<number>();
  const list = merges.data?.merges ?? [];
  const shown = shownMerge(list, chosenId);

  if (merges.isPending) return <PageLoading />;
  if (merges.isError)
    return (
      <PageProblem
        message={t('merges.loadFailed')}
        action={<RetryButton onRetry={() => void merges.refetch()} />}
      />
    );
  if (!shown) return <Alert severity="info">{t(`merges.none.${side}`)}</Alert>;
  let chooser: ReactNode = null;
  if (list.length > 1)
    chooser = <MergeChooser side={side} merges={list} shownId={shown.id} onChoose={setChosenId} />;
  return (
    <Stack spacing={3}>
      {chooser}
      <MergeSteps side={side} merge={shown} />
    </Stack>
  );
}

/**
 * `#/merged` and `#/merger` (spec 02 §2, DOMAIN §9): one merge page, the seller's stepper for the
 * merged school (checks, sites, goods, the discharge for merge, the handover) or the receiver's for
 * the merging one (the package, the mapping of its lists, the charge for merge), as the route says;
 * a school with several merges on that side chooses the other school.
 */
export default function MergePage() {
  const { t } = useTranslation();
  const side = sideOfRoute(useRouteMeta()?.titleKey);
  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t(`routes.${side}`)}
        </Typography>
        <Typography color="text.secondary">{t(`merges.intro.${side}`)}</Typography>
      </Stack>
      <MergeSideView key={side} side={side} />
    </Stack>
  );
}
