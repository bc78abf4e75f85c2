import type { DashboardMovement } from '@inventario/shared/contracts/dashboard';
import { formatDate } from '@inventario/shared/format/date';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { movementDetailRoute, VoucherWorth, voucherNumberText } from '@/features/movements';
import { DashboardCard, EmptyCardText } from './dashboard-card.tsx';

/** Card 1: the school's last three movements, each opening its detail. */
export function LastMovementsCard({ movements }: { movements: readonly DashboardMovement[] }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboard.lastMovements.title')}>
      {movements.length === 0 ? (
        <EmptyCardText>{t('dashboard.lastMovements.empty')}</EmptyCardText>
      ) : (
        <List disablePadding aria-label={t('dashboard.lastMovements.title')}>
          {movements.map((movement) => {
            const route = movementDetailRoute(movement);
            const title = t('dashboard.lastMovements.voucher', {
              type: t(`movements.types.${movement.type}` as ParseKeys),
              number: voucherNumberText(movement),
            });
            const facts = [
              formatDate(movement.date),
              movement.party,
              t('dashboard.lastMovements.assets', { count: movement.assetCount }),
            ].filter(Boolean);
            return (
              <ListItem key={movement.id} disablePadding divider>
                <ListItemButton component="a" href={route ? `#${route}` : undefined} sx={{ px: 1 }}>
                  <ListItemText primary={title} secondary={facts.join(' · ')} />
                  <Box sx={{ ml: 2 }}>
                    <VoucherWorth voucher={movement} />
                  </Box>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
