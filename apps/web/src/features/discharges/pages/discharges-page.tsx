import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { MOVEMENTS_AREA } from '@/features/movements/api/movement-keys.ts';
import { searchMovements } from '@/features/movements/api/search-movements.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { DischargeFiltersBar } from '../components/discharge-filters-bar.tsx';
import { DischargesGrid } from '../components/discharges-grid.tsx';
import {
  EMPTY_DISCHARGE_FILTERS,
  hasDischargeFilters,
  toDischargeSearch,
} from '../model/discharge-filters.ts';

const NEWEST_FIRST = { sortBy: 'date', sortDesc: true };

/** `#/discharge`: the discharge vouchers, filtered and paged on the server; a row opens its detail. */
export default function DischargesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inventory } = useBackendClients();
  const titleId = useId();
  const [filters, setFilters] = useState(() => toDischargeSearch(EMPTY_DISCHARGE_FILTERS));
  const search = usePagedSearch({
    area: MOVEMENTS_AREA,
    filters,
    defaultSort: NEWEST_FIRST,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchMovements(inventory, page, size, { ...filters, sortBy, sortDesc });
      return { rows: found.movements, total: found.total };
    },
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.discharge')}
      </Typography>
      <Typography color="text.secondary">{t('discharges.intro')}</Typography>
      <DatePickersProvider>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('discharges.gridLabel')}
            </Typography>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate('/discharge/new')}
            >
              {t('discharges.actions.new')}
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <DischargeFiltersBar onSearch={(values) => setFilters(toDischargeSearch(values))} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <DischargesGrid
              {...search.gridProps}
              emptyText={hasDischargeFilters(filters) ? t('discharges.noMatches') : t('discharges.empty')}
              onOpen={(discharge) => void navigate(`/discharge/detail/${discharge.id}`)}
            />
          </Box>
        </Paper>
      </DatePickersProvider>
    </Stack>
  );
}
