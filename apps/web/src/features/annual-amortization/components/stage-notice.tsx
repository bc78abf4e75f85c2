import { formatDate } from '@inventario/shared/format/date';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import type { DepreciationStage } from '../model/year-stage.ts';

/** What the chosen year's stage means for its depreciation, and where to go when it cannot be done here. */
export function StageNotice({
  stage,
  year,
  endDate,
  pendingProposals,
}: {
  stage: DepreciationStage;
  year: number;
  endDate: string | null;
  pendingProposals: number;
}) {
  const { t } = useTranslation();
  switch (stage.kind) {
    case 'closable':
      if (pendingProposals > 0) {
        return (
          <Alert
            severity="warning"
            action={
              <Link href="#/outdated" color="inherit" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
                {t('annualAmortization.notice.openProposals')}
              </Link>
            }
          >
            {t('errors.existingOutConfirmed')} (
            {t('annualAmortization.notice.pending', { count: pendingProposals })})
          </Alert>
        );
      }
      return <Alert severity="info">{t('annualAmortization.notice.closable', { year })}</Alert>;
    case 'notOldest':
      return (
        <Alert severity="info">
          {t('annualAmortization.notice.notOldest', { year, oldest: stage.oldest })}
        </Alert>
      );
    case 'closedWithout':
      return (
        <Alert
          severity="info"
          action={
            <Link href="#/financial-year" color="inherit" sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {t('annualAmortization.notice.toYears')}
            </Link>
          }
        >
          {t('annualAmortization.notice.closedWithout', { year, date: formatDate(endDate) })}
        </Alert>
      );
    case 'done':
      return (
        <Alert severity="success">
          {t('annualAmortization.notice.done', { year, date: formatDate(endDate) })}
        </Alert>
      );
    case 'imported':
      return <Alert severity="info">{t('annualAmortization.notice.imported', { year })}</Alert>;
  }
}
