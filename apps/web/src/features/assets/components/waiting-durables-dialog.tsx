import { ASSET_STATUS, type AssetSummary } from '@inventario/shared/contracts/assets';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilterText, SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import {
  SelectionActions,
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { ASSETS_AREA } from '@/features/assets/api/asset-keys.ts';
import { searchAssets } from '@/features/assets/api/search-assets.ts';
import { assetColumns, assetGridSortKeys } from '@/features/assets/components/asset-columns.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** Only the columns that help choose a component: what it is, where, and what it is worth. */
const SHOWN = new Set(['description', 'subcategory', 'location', 'historicalPrice', 'inUniversality']);

/**
 * The waiting durable assets (spec 02 §2, "waiting assets are selectable lists"), to add to a
 * universality; those already in one are marked and left out when confirming.
 */
export function WaitingDurablesDialog({ open, onCancel, onConfirm }: SelectionDialogProps<AssetSummary>) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame
      open={open}
      title={t('universalities.components.addTitle')}
      onCancel={onCancel}
      maxWidth="lg"
    >
      <WaitingDurablesSelection onCancel={onCancel} onConfirm={onConfirm} />
    </SelectionDialogFrame>
  );
}

/** The dialog's content, mounted while it is open: every opening starts with nothing chosen. */
function WaitingDurablesSelection({ onCancel, onConfirm }: Omit<SelectionDialogProps<AssetSummary>, 'open'>) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const [text, setText] = useState({ text: '' });
  const chosen = useRowSelection<AssetSummary>('multiple');
  const search = usePagedSearch({
    area: ASSETS_AREA,
    filters: {
      status: ASSET_STATUS.waiting,
      assetClass: 'durable' as const,
      ...(text.text.trim() ? { text: text.text.trim() } : {}),
    },
    fetchPage: (request) => searchAssets(inventory, request),
  });
  const columns = useMemo<GridColDef<AssetSummary>[]>(
    () => [
      ...assetColumns(t, {}).filter((column) => SHOWN.has(column.field)),
      {
        field: 'inUniversality',
        headerName: t('universalities.components.inUniversality'),
        width: 150,
        sortable: false,
        valueGetter: (_value, row) =>
          row.universalityId === null ? '' : t('universalities.components.alreadyInOne'),
      },
    ],
    [t],
  );
  return (
    <>
      <SelectionBody
        filters={
          <SearchFilters
            fields={[{ name: 'text', label: t('universalities.components.searchText'), width: 320 }]}
            onSearch={setText}
          />
        }
        grid={
          <ServerDataGrid<AssetSummary>
            label={t('universalities.components.waitingGridLabel')}
            columns={columns}
            sortKeys={assetGridSortKeys}
            selection={chosen.selection}
            emptyText={
              hasFilterText(text) ? t('dataGrid.noMatches') : t('universalities.components.noWaiting')
            }
            {...search.gridProps}
          />
        }
      />
      <SelectionActions
        chosen={chosen.rows}
        atLeastOneMessage={t('universalities.components.chooseAtLeastOne')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}
