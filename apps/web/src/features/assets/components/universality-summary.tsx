import type { Universality } from '@inventario/shared/contracts/universalities';
import { formatCents, formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { thresholdProgress, universalityStatusName } from '../model/universality-status.ts';
import { UniversalityStatusChip } from './universality-status-chip.tsx';

/** Status, count and totals; how far an incomplete one is from 200 euro; the charge of a charged one. */
export function UniversalitySummary({ universality }: { universality: Universality }) {
  const { t } = useTranslation();
  const status = universalityStatusName(universality.status);
  const progress = thresholdProgress(universality.totalHistoricalValue);
  const charge = universality.chargeMovement;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <UniversalityStatusChip status={universality.status} />
        <Typography variant="body2">
          {t('universalities.summary.totals', {
            count: universality.assetCount,
            historical: formatEuros(universality.totalHistoricalValue),
            actual: formatEuros(universality.totalActualValue),
          })}
        </Typography>
      </Stack>
      {status === 'incomplete' ? (
        <Stack spacing={0.5} sx={{ maxWidth: 480 }}>
          <LinearProgress
            variant="determinate"
            color="warning"
            value={progress.percent}
            aria-label={t('universalities.summary.thresholdLabel')}
            sx={{ height: 8, borderRadius: 1 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('universalities.summary.missing', { missing: formatCents(progress.missingCents) })}
          </Typography>
        </Stack>
      ) : null}
      {charge ? (
        <Alert severity="success">
          {t('universalities.summary.charged', {
            number: universality.inventoryNumber ?? '',
            register: universality.register?.description ?? '',
          })}{' '}
          <Link href={`#/charge/detail/${charge.id}`}>
            {t('universalities.summary.chargeVoucher', {
              number: charge.number,
              year: charge.year,
              date: formatDate(charge.date),
            })}
          </Link>
        </Alert>
      ) : null}
      {status === 'imported' && !charge ? (
        <Alert severity="info">{t('universalities.summary.imported')}</Alert>
      ) : null}
      {status === 'complete' && !charge ? (
        <Alert severity="success">{t('universalities.summary.ready')}</Alert>
      ) : null}
    </Stack>
  );
}
