import type { AuditEvent } from '@inventario/shared/contracts/audit';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { exportColumnsOf } from '@/components/data/export-columns.ts';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { ExportButton } from '@/features/documents';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { ACTIVITY_AREA, searchActivity, useActivityUsers } from '../api/activity-api.ts';
import { ActivityChanges } from '../components/activity-changes.tsx';
import { activityColumns, exportLabels } from '../components/activity-columns.tsx';
import {
  ActivityFiltersBar,
  type ActivityFilterValues,
  EMPTY_ACTIVITY_FILTERS,
  toActivitySearch,
} from '../components/activity-filters-bar.tsx';
import { filtersFromParams } from '../model/activity-view.ts';

/**
 * `#/activity` (issue 20): the school's audit events, newest first, with who made them (both
 * identities when vendor staff act for the school), what and on which record; the chosen event's
 * changed fields. `?entity=asset&entityId=12` opens a record's own history.
 */
export default function ActivityPage() {
  const { t, i18n } = useTranslation();
  const { inventory } = useBackendClients();
  const [searchParams] = useSearchParams();
  const [initialValues] = useState<ActivityFilterValues>(() => ({
    ...EMPTY_ACTIVITY_FILTERS,
    ...filtersFromParams(searchParams),
    entityId: filtersFromParams(searchParams).entityId ?? '',
  }));
  const [values, setValues] = useState(initialValues);
  const [selected, setSelected] = useState<AuditEvent | undefined>();
  const users = useActivityUsers();
  const filters = toActivitySearch(values);
  const search = usePagedSearch({
    area: ACTIVITY_AREA,
    filters,
    fetchPage: (request) => searchActivity(inventory, request),
  });
  const columns = useMemo(() => activityColumns(t, i18n.language), [t, i18n.language]);
  const visibility = { entityId: false };
  const titleId = useId();

  const exportDraft = () => ({
    list: 'activity' as const,
    title: t('activity.list.title'),
    search: filters,
    // The record's id too, which the grid shows in the record's link.
    columns: exportColumnsOf(columns, {}, exportLabels(t, search.gridProps.rows)),
  });

  return (
    <DatePickersProvider>
      <Stack spacing={3}>
        <Stack spacing={0.5}>
          <Typography variant="h4" component="h1">
            {t('routes.activity')}
          </Typography>
          <Typography color="text.secondary">{t('activity.intro')}</Typography>
        </Stack>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              {t('activity.list.title')}
            </Typography>
            <ExportButton draft={exportDraft} rows={search.gridProps.total} />
          </Stack>
          <ActivityFiltersBar
            initialValues={initialValues}
            users={users.data ?? []}
            onSearch={(next) => {
              setValues(next);
              setSelected(undefined);
            }}
          />
          <Box sx={{ mt: 2 }}>
            <ServerDataGrid<AuditEvent>
              label={t('activity.list.gridLabel')}
              columns={columns}
              columnVisibilityModel={visibility}
              emptyText={t('activity.list.empty')}
              onRowClick={setSelected}
              activeRowId={selected?.id}
              autoRowHeight
              {...search.gridProps}
            />
          </Box>
        </Paper>
        {selected ? (
          <ActivityChanges event={selected} />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography color="text.secondary">{t('activity.list.choose')}</Typography>
          </Paper>
        )}
      </Stack>
    </DatePickersProvider>
  );
}
