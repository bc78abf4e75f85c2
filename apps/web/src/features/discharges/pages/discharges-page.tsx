import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MovementListPage, useMovementSearch } from '@/features/movements';
import { DischargeFiltersBar } from '../components/discharge-filters-bar.tsx';
import { DischargesGrid } from '../components/discharges-grid.tsx';
import {
  EMPTY_DISCHARGE_FILTERS,
  hasDischargeFilters,
  toDischargeSearch,
} from '../model/discharge-filters.ts';

/** `#/discharge`: the discharge vouchers, filtered and paged on the server; a row opens its detail. */
export default function DischargesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => toDischargeSearch(EMPTY_DISCHARGE_FILTERS));
  const search = useMovementSearch(filters);

  return (
    <MovementListPage
      title={t('routes.discharge')}
      intro={t('discharges.intro')}
      gridLabel={t('discharges.gridLabel')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/discharge/new')}>
          {t('discharges.actions.new')}
        </Button>
      }
      filters={<DischargeFiltersBar onSearch={(values) => setFilters(toDischargeSearch(values))} />}
    >
      <DischargesGrid
        exportAs={{ title: t('routes.discharge'), search: filters }}
        {...search.gridProps}
        emptyText={hasDischargeFilters(filters) ? t('discharges.noMatches') : t('discharges.empty')}
        detailPath={(discharge) => `/discharge/detail/${discharge.id}`}
      />
    </MovementListPage>
  );
}
