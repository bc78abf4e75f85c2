import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasFilterText, SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import type { RowSelection } from '@/components/data/use-row-selection.ts';
import { ASSETS_AREA } from '@/features/assets/api/asset-keys.ts';
import { type AssetFilters, searchAssets } from '@/features/assets/api/search-assets.ts';
import { assetColumns, assetGridSortKeys } from '@/features/assets/components/asset-columns.tsx';
import { AssetDetailDialog } from '@/features/assets/components/asset-detail-dialog.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

export interface SelectableAssetsGridProps {
  /** The filters the step fixes (register, subcategory, location); the text is the grid's own. */
  filters: AssetFilters;
  selection: RowSelection<AssetSummary>;
  label: string;
  emptyText: string;
  subcategories: readonly Subcategory[];
}

/** A text search and the assets of the step's filters, chosen with checkboxes across pages; details show the history. */
export function SelectableAssetsGrid(props: SelectableAssetsGridProps) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const [text, setText] = useState({ text: '' });
  const [detailId, setDetailId] = useState<number>();
  const search = usePagedSearch({
    area: ASSETS_AREA,
    filters: { ...props.filters, ...(text.text.trim() ? { text: text.text.trim() } : {}) },
    fetchPage: (request) => searchAssets(inventory, request),
  });
  const columns = useMemo(() => assetColumns(t, { onDetail: (asset) => setDetailId(asset.id) }), [t]);
  return (
    <>
      <SearchFilters
        fields={[{ name: 'text', label: t('assets.filters.text'), width: 320 }]}
        onSearch={setText}
      />
      <ServerDataGrid<AssetSummary>
        label={props.label}
        columns={columns}
        sortKeys={assetGridSortKeys}
        selection={props.selection}
        emptyText={hasFilterText(text) ? t('dataGrid.noMatches') : props.emptyText}
        {...search.gridProps}
      />
      {detailId === undefined ? null : (
        <AssetDetailDialog
          assetId={detailId}
          subcategories={props.subcategories}
          onClose={() => setDetailId(undefined)}
        />
      )}
    </>
  );
}
