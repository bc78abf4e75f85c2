import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MovementListPage, useMovementSearch } from '@/features/movements';
import { ValueVouchersGrid } from '../components/value-vouchers-grid.tsx';
import { VoucherFiltersBar } from '../components/voucher-filters-bar.tsx';
import { EMPTY_VOUCHER_FILTERS, hasVoucherFilters, toVoucherSearch } from '../model/voucher-filters.ts';
import { newVoucherPath, voucherDetailPath } from '../model/voucher-kind.ts';

/**
 * `#/value-voucher`: the decrease and increase vouchers together, filtered and paged on the server;
 * a row opens its detail.
 */
export default function ValueVouchersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => toVoucherSearch(EMPTY_VOUCHER_FILTERS));
  const search = useMovementSearch(filters);

  return (
    <MovementListPage
      title={t('routes.valueVoucher')}
      intro={t('valueVouchers.intro')}
      gridLabel={t('valueVouchers.gridLabel')}
      actionsBelowTitleOnPhone
      actions={
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
      }
      filters={<VoucherFiltersBar onSearch={(values) => setFilters(toVoucherSearch(values))} />}
    >
      <ValueVouchersGrid
        exportAs={{ title: t('routes.valueVoucher'), search: filters }}
        {...search.gridProps}
        emptyText={hasVoucherFilters(filters) ? t('valueVouchers.noMatches') : t('valueVouchers.empty')}
        detailPath={voucherDetailPath}
      />
    </MovementListPage>
  );
}
