import type { Dashboard } from '@inventario/shared/contracts/dashboard';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from './dashboard-card.tsx';

function Figure({
  value,
  label,
  href,
  linkText,
}: {
  value: number;
  label: string;
  href: string;
  linkText: string;
}) {
  return (
    <Stack spacing={0.5} sx={{ flex: 1 }}>
      <Typography variant="h4" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
      <Link href={href}>{linkText}</Link>
    </Stack>
  );
}

/** Card 5: the assets waiting to be charged and those in discharge proposals, with where to act on them. */
export function PendingCard({ pending }: Pick<Dashboard, 'pending'>) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.pending.title')}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Figure
          value={pending.waitingAssets}
          label={t('dashboard.pending.waiting', { count: pending.waitingAssets })}
          href="#/assets?view=waiting"
          linkText={t('dashboard.pending.openWaiting')}
        />
        <Figure
          value={pending.assetsInProposals}
          label={t('dashboard.pending.inProposals', { count: pending.assetsInProposals })}
          href="#/outdated"
          linkText={t('dashboard.pending.openProposals', { count: pending.openProposals })}
        />
      </Stack>
    </DashboardCard>
  );
}
