import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MovementListPage, useMovementSearch } from '@/features/movements';
import { ProposalFiltersBar } from '../components/proposal-filters-bar.tsx';
import { ProposalsGrid } from '../components/proposals-grid.tsx';
import { EMPTY_PROPOSAL_FILTERS, hasProposalFilters, toProposalSearch } from '../model/proposal-filters.ts';

/** `#/outdated`: the discharge proposals, filtered and paged on the server; a row opens its detail. */
export default function ProposalsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filters, setFilters] = useState(() => toProposalSearch(EMPTY_PROPOSAL_FILTERS));
  const search = useMovementSearch(filters);

  return (
    <MovementListPage
      title={t('routes.outdated')}
      intro={t('proposals.intro')}
      gridLabel={t('proposals.gridLabel')}
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/outdated/new')}>
          {t('proposals.actions.new')}
        </Button>
      }
      filters={<ProposalFiltersBar onSearch={(values) => setFilters(toProposalSearch(values))} />}
    >
      <ProposalsGrid
        exportAs={{ title: t('routes.outdated'), search: filters }}
        {...search.gridProps}
        emptyText={hasProposalFilters(filters) ? t('proposals.noMatches') : t('proposals.empty')}
        detailPath={(proposal) => `/outdated/detail/${proposal.id}`}
      />
    </MovementListPage>
  );
}
