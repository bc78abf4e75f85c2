import type { Site } from '@inventario/shared/contracts/placement';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useGridApiRef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { exportTableOf, gridTableColumns } from '@/components/data/export-table.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { ListLoadFailure } from '@/components/feedback/list-load-failure.tsx';
import { WithTableExport } from '@/features/documents';
import { useSites } from '@/features/reference-lists';
import { useDeleteSite } from '../api/delete-site.ts';
import { siteColumns, siteMatches } from './site-columns.tsx';
import { SiteDialog } from './site-dialog.tsx';
import { SitesGrid } from './sites-grid.tsx';

export interface SitesPanelProps {
  selectedSiteId: number | undefined;
  onSelect: (site: Site | undefined) => void;
}

type Editing = { site: Site | undefined } | undefined;

/** The school's sites, searched as you type; a click on a row shows the site's locations. */
export function SitesPanel({ selectedSiteId, onSelect }: SitesPanelProps) {
  const { t } = useTranslation();
  const sites = useSites();
  const deleteSite = useDeleteSite();
  const confirmedDelete = useConfirmedDelete();
  const [term, setTerm] = useState('');
  const [editing, setEditing] = useState<Editing>();
  const gridApi = useGridApiRef();

  const remove = useLatestCallback(async (site: Site) => {
    const deleted = await confirmedDelete({
      title: t('placement.sites.deleteTitle'),
      message: t('placement.sites.deleteMessage', { code: site.code, description: site.description }),
      inUseMessage: t('placement.sites.inUse', { code: site.code }),
      deletedMessage: t('placement.sites.deleted'),
      run: () => deleteSite.mutateAsync(site.id),
    });
    if (deleted && site.id === selectedSiteId) onSelect(undefined);
  });
  const columns = useMemo(
    () => siteColumns(t, { onEdit: (site) => setEditing({ site }), onDelete: remove }),
    [t, remove],
  );

  const shown = (sites.data ?? []).filter((site) => siteMatches(site, term));
  // The sites as the grid shows them: searched, then in the order the user sorted the grid by.
  const exportTable = () =>
    exportTableOf(
      gridTableColumns(columns),
      (gridApi.current?.getSortedRows() as Site[] | undefined) ?? shown,
    );

  const searchField = (
    <TextField
      size="small"
      type="search"
      label={t('placement.sites.search')}
      value={term}
      onChange={(event) => setTerm(event.target.value)}
      sx={{ width: { xs: '100%', sm: 380 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
  return (
    <ListPanel
      title={t('placement.sites.title')}
      addLabel={t('placement.sites.add')}
      onAdd={() => setEditing({ site: undefined })}
      filters={searchField}
      importPath="/admin-lists/import/sites"
    >
      <Stack spacing={2}>
        {sites.isError ? (
          <ListLoadFailure
            error={sites.error}
            list={t('placement.sites.title')}
            onRetry={() => void sites.refetch()}
          />
        ) : null}
        <WithTableExport title={t('placement.sites.title')} table={exportTable} rows={shown.length}>
          <SitesGrid
            rows={shown}
            columns={columns}
            loading={sites.isFetching}
            filtered={term.trim() !== ''}
            selectedSiteId={selectedSiteId}
            onSelect={onSelect}
            apiRef={gridApi}
          />
        </WithTableExport>
      </Stack>
      {editing ? (
        <SiteDialog
          site={editing.site}
          onClose={() => setEditing(undefined)}
          onSaved={(site) => {
            setEditing(undefined);
            onSelect(site);
          }}
        />
      ) : null}
    </ListPanel>
  );
}
