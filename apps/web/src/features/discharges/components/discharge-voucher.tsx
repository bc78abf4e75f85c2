import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import type { RelatedMovement } from '@inventario/shared/contracts/out';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MovementLinesGrid,
  MovementTotals,
  useBookingFacts,
  VoucherFacts,
  VoucherSection,
  voucherNumberText,
} from '@/features/movements';
import { useDischargeCausals } from '../api/list-discharge-causals.ts';
import { dischargeLineView, lineFromDischargeAsset } from '../model/discharge-lines.ts';
import { causalText } from '../model/discharge-texts.ts';
import { RelatedProposals } from './related-proposals.tsx';

/**
 * A discharge voucher as the register records it: number and year, date, causal, destination, the DS's
 * measure and its liability statement (art. 33), notes and total; then its assets, and the proposals
 * it came from. `related` is undefined while it loads.
 */
export function DischargeVoucher({
  movement,
  related,
}: {
  movement: MovementWithAssets;
  related: readonly RelatedMovement[] | undefined;
}) {
  const { t } = useTranslation();
  const causals = useDischargeCausals();
  const causal = causals.data?.find((c) => c.code === movement.causal);
  const part = movement.discharge;
  const booking = useBookingFacts(movement);
  const lines = useMemo(
    () => movement.assets.map((asset) => lineFromDischargeAsset(asset)),
    [movement.assets],
  );
  const views = useMemo(() => lines.map((line) => dischargeLineView(line)), [lines]);
  return (
    <Stack spacing={3}>
      <VoucherSection title={t('discharges.detail.voucher')}>
        <VoucherFacts
          facts={[
            { label: t('discharges.detail.number'), value: voucherNumberText(movement) },
            { label: t('discharges.details.date'), value: formatDate(movement.date) },
            { label: t('discharges.details.causal'), value: causalText(causals.data, movement.causal) },
            { label: t('discharges.details.debtor'), value: part?.debtor?.description },
            { label: t('discharges.details.protocolNumber'), value: part?.protocolNumber },
            { label: t('discharges.details.protocolDate'), value: formatDate(part?.protocolDate) },
            { label: t('discharges.detail.total'), value: formatEuros(movement.totalValue) },
            { label: t('discharges.detail.requiredDocument'), value: causal?.requiredDocument },
            ...booking,
            {
              label: t('discharges.details.liability'),
              value:
                part?.liability === 'liable'
                  ? t('discharges.detail.liableStatement', { party: part.liableParty ?? '' })
                  : t('discharges.detail.nobodyStatement'),
              wide: true,
            },
            { label: t('discharges.details.notes'), value: movement.notes, wide: true },
          ]}
        />
      </VoucherSection>
      <VoucherSection title={t('discharges.detail.assets')}>
        <Stack spacing={2}>
          <MovementLinesGrid label={t('discharges.detail.assets')} lines={views} showNumbers />
          <MovementTotals lines={lines} />
        </Stack>
      </VoucherSection>
      <VoucherSection title={t('discharges.detail.related')}>
        {related ? (
          <RelatedProposals related={related} />
        ) : (
          <Typography color="text.secondary">{t('common.loading')}</Typography>
        )}
      </VoucherSection>
    </Stack>
  );
}
