import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { voucherNumberText } from '@/features/movements';
import { useRelatedDischarges } from '../api/related-discharges.ts';

/** The discharges made from the proposal (spec 02 §2 "related movements"), each a link to its detail. */
export function RelatedDischarges({ proposalId }: { proposalId: number }) {
  const { t } = useTranslation();
  const related = useRelatedDischarges(proposalId);
  if (related.isError) {
    return (
      <ListLoadFailure
        error={related.error}
        list={t('proposals.related.title')}
        onRetry={() => void related.refetch()}
      />
    );
  }
  if (!related.data) return <CircularProgress size={24} aria-label={t('common.loading')} />;
  if (related.data.length === 0) {
    return <Typography color="text.secondary">{t('proposals.related.empty')}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={t('proposals.related.title')}>
      {related.data.map((discharge) => (
        <ListItem key={discharge.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/discharge/detail/${discharge.id}`}>
                {t('proposals.related.discharge', {
                  number: voucherNumberText(discharge),
                  date: formatDate(discharge.date),
                })}
              </Link>
            }
            secondary={t('proposals.related.total', { total: formatEuros(discharge.totalValue) })}
          />
        </ListItem>
      ))}
    </List>
  );
}
