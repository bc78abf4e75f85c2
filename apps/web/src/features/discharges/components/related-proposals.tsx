import type { RelatedMovement } from '@inventario/shared/contracts/out';
import { PROPOSAL_STATUS } from '@inventario/shared/contracts/out';
import { formatEuros } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { voucherNumberText } from '@/features/movements';

/**
 * The proposals a discharge came from (spec 02 §2 "related movements"), each a link to its detail;
 * a direct discharge says it has none.
 */
export function RelatedProposals({ related }: { related: readonly RelatedMovement[] }) {
  const { t } = useTranslation();
  if (related.length === 0) {
    return <Typography color="text.secondary">{t('discharges.detail.noRelated')}</Typography>;
  }
  return (
    <List dense disablePadding aria-label={t('discharges.detail.related')}>
      {related.map((proposal) => (
        <ListItem key={proposal.id} disableGutters>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/outdated/detail/${proposal.id}`}>
                {t('discharges.detail.proposalName', {
                  number: voucherNumberText(proposal),
                  date: formatDate(proposal.date),
                })}
              </Link>
            }
            secondary={[
              proposal.status === PROPOSAL_STATUS.confirmed
                ? t('discharges.detail.proposalConfirmed')
                : t('discharges.detail.proposalToConfirm'),
              formatEuros(proposal.totalValue),
            ].join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
