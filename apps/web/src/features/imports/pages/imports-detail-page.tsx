import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { IMPORT_OVERVIEW_AREA } from '../api/import-keys.ts';
import { searchImportOverview } from '../api/search-import-overview.ts';
import { ImportsOverviewFilters } from '../components/imports-overview-filters.tsx';
import { ImportsOverviewGrid } from '../components/imports-overview-grid.tsx';
import {
  EMPTY_OVERVIEW_FILTERS,
  hasOverviewFilters,
  toOverviewFilter,
} from '../model/imports-overview-filters.ts';

/**
 * `#/imports-detail` (vendor staff, spec 02 §2; docs/IMPORTS.md): every school's imports, newest
 * first, searched and paged on the server: the school, the type, who uploaded the file and when, its
 * state, what it holds, and how it ended.
 */
export default function ImportsDetailPage() {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const titleId = useId();
  const [filter, setFilter] = useState(() => toOverviewFilter(EMPTY_OVERVIEW_FILTERS));
  const search = usePagedSearch({
    area: IMPORT_OVERVIEW_AREA,
    filters: filter,
    fetchPage: async ({ page, size }) => {
      const found = await searchImportOverview(inventory, page, size, filter);
      return { rows: found.imports, total: found.total };
    },
  });

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.importsDetail')}
        </Typography>
        <Typography color="text.secondary">{t('imports.overview.intro')}</Typography>
      </Stack>
      <DatePickersProvider>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('imports.overview.gridLabel')}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <ImportsOverviewFilters onSearch={(values) => setFilter(toOverviewFilter(values))} />
          </Box>
          <Box sx={{ mt: 2 }}>
            <ImportsOverviewGrid
              {...search.gridProps}
              emptyText={
                hasOverviewFilters(filter) ? t('imports.overview.noMatches') : t('imports.overview.empty')
              }
            />
          </Box>
        </Paper>
      </DatePickersProvider>
    </Stack>
  );
}
