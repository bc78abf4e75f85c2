import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
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
import { ValueVouchersGrid } from '../components/value-vouchers-grid.tsx';
import { VoucherFiltersBar } from '../components/voucher-filters-bar.tsx';
import { EMPTY_VOUCHER_FILTERS, hasVoucherFilters, toVoucherSearch } from '../model/voucher-filters.ts';
import { newVoucherPath, voucherDetailPath } from '../model/voucher-kind.ts';

const NEWEST_FIRST = { sortBy: 'date', sortDesc: true };

/**
 * `#/value-voucher`: the decrease and increase vouchers together, filtered and paged on the server;
 * a row opens its detail.
 */
export default function ValueVouchersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { inventory } = useBackendClients();
  const titleId = useId();
  const [filters, setFilters] = useState(() => toVoucherSearch(EMPTY_VOUCHER_FILTERS));
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
        {t('routes.valueVoucher')}
      </Typography>
      <Typography color="text.secondary">{t('valueVouchers.intro')}</Typography>
      <DatePickersProvider>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              {t('valueVouchers.gridLabel')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button
                variant="contained"
                startIcon={<TrendingDownIcon />}
                onClick={() => void navigate(newVoucherPath('decrease'))}
              >
                {t('valueVouchers.actions.newDecrease')}
              </Button>
              <Button
                variant="contained"
                startIcon={<TrendingUpIcon />}
                onClick={() => void navigate(newVoucherPath('increase'))}
              >
                {t('valueVouchers.actions.newIncrease')}
              </Button>
            </Stack>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <VoucherFiltersBar onSearch={(values) => setFilters(toVoucherSearch(values))} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ValueVouchersGrid
              {...search.gridProps}
              emptyText={hasVoucherFilters(filters) ? t('valueVouchers.noMatches') : t('valueVouchers.empty')}
              onOpen={(voucher) => void navigate(voucherDetailPath(voucher))}
            />
          </Box>
        </Paper>
      </DatePickersProvider>
    </Stack>
  );
}
