import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MovementListPage, useMovementSearch } from '@/features/movements';
import { ChargeFiltersBar } from '../components/charge-filters-bar.tsx';
import { ChargesGrid } from '../components/charges-grid.tsx';
import { EMPTY_CHARGE_FILTERS, hasChargeFilters, toChargeSearch } from '../model/charge-filters.ts';

/** `#/charge`: the charge vouchers, filtered and paged on the server; a row opens its detail. */
export default function ChargesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => toChargeSearch(EMPTY_CHARGE_FILTERS));
  const search = useMovementSearch(filters);

  return (
    <MovementListPage
      title={t('routes.charge')}
      intro={t('charges.intro')}
      gridLabel={t('charges.gridLabel')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/charge/new')}>
          {t('charges.actions.new')}
        </Button>
      }
      filters={<ChargeFiltersBar onSearch={(values) => setFilters(toChargeSearch(values))} />}
    >
      <ChargesGrid
        exportAs={{ title: t('routes.charge'), search: filters }}
        {...search.gridProps}
        emptyText={hasChargeFilters(filters) ? t('charges.noMatches') : t('charges.empty')}
        detailPath={(charge) => `/charge/detail/${charge.id}`}
      />
    </MovementListPage>
  );
}
