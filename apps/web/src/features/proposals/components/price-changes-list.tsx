import type { ProposalPriceChange } from '@inventario/shared/contracts/out';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { priceChangeView } from '../model/price-changes.ts';

/** The confirm's warning: which assets changed value since the proposal was printed, and how. */
export function PriceChangesMessage({ changes }: { changes: readonly ProposalPriceChange[] }) {
  const { t } = useTranslation();
  const views = changes.map(priceChangeView);
  return (
    <Stack spacing={1}>
      <Typography>{t('proposals.pricesDialog.message')}</Typography>
      <List dense aria-label={t('proposals.pricesDialog.title')} sx={{ maxHeight: 320, overflowY: 'auto' }}>
        {views.map((view) => (
          <ListItem key={view.key} disableGutters>
            <ListItemText
              primary={
                view.number === null
                  ? view.description
                  : `${view.description} (${t(`proposals.pricesDialog.${view.register}Number`, { number: view.number })})`
              }
              secondary={t('proposals.pricesDialog.change', { printed: view.printed, current: view.current })}
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
