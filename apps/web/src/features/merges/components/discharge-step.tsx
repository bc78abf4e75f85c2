import { MERGE_CAUSAL, type SellerMerge, type SellerSite } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import OutboxIcon from '@mui/icons-material/Outbox';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDischargeMerge } from '../api/discharge-merge.ts';
import { mergeKeys } from '../api/merge-keys.ts';
import { siteName } from '../model/merge-texts.ts';
import { sitesTotals } from '../model/seller-steps.ts';
import { MergeFacts } from './merge-facts.tsx';
import { useMergeAction } from './use-merge-action.ts';

export interface DischargeStepProps {
  seller: SellerMerge;
  /** The sites chosen to go. */
  sites: readonly SellerSite[];
  onBack: () => void;
}

/**
 * "Scarico": what the discharge for merge will be (the receiver, 31 August, causal ACC, the sites,
 * their goods and value) and its button, behind a question; the package goes with it.
 */
export function DischargeStep({ seller, sites, onBack }: DischargeStepProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const discharge = useDischargeMerge(seller.merge.id);
  const act = useMergeAction();
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  const totals = sitesTotals(sites);
  const date = formatDate(seller.dischargeDate);
  const run = () =>
    void act(
      () => discharge.mutateAsync(sites.map((site) => site.id)),
      {
        title: t('merges.seller.discharge.confirmTitle'),
        question: t('merges.seller.discharge.confirmQuestion', {
          count: totals.goods,
          goods: numbers.format(totals.goods),
          value: formatCents(totals.valueCents),
          receiver: seller.merge.receiverName,
          date,
        }),
        confirmLabel: t('merges.seller.discharge.action'),
        done: t('merges.seller.discharge.done'),
        failed: t('merges.seller.discharge.failed'),
      },
      () => {
        // Blockers, sites taken meanwhile, a discharge made elsewhere: the seller's side is read again.
        void queryClient.invalidateQueries({ queryKey: mergeKeys.seller(seller.merge.id) });
        return false;
      },
    );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.seller.discharge.intro')}</Typography>
      <MergeFacts
        facts={[
          {
            label: t('merges.fields.receiver'),
            value: `${seller.merge.receiverName} (${seller.merge.receiverCode})`,
          },
          { label: t('merges.fields.dischargeDate'), value: date },
          { label: t('merges.fields.causal'), value: t('merges.causal', { code: MERGE_CAUSAL }) },
          { label: t('merges.fields.goods'), value: numbers.format(totals.goods) },
          { label: t('merges.fields.total'), value: formatCents(totals.valueCents) },
          { label: t('merges.fields.sites'), value: sites.map(siteName).join(', '), wide: true },
        ]}
      />
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={1}
        sx={{ pt: 1, justifyContent: 'space-between' }}
      >
        <Button onClick={onBack} disabled={discharge.isPending}>
          {t('merges.nav.back')}
        </Button>
        <Button variant="contained" startIcon={<OutboxIcon />} loading={discharge.isPending} onClick={run}>
          {t('merges.seller.discharge.action')}
        </Button>
      </Stack>
    </Stack>
  );
}
