import type { AssetSummary } from '@inventario/shared/contracts/assets';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { SearchFilters } from '@/components/data/search-filters.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import {
  SelectionActions,
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from '@/components/selection/selection-dialog.tsx';
import { ASSETS_AREA, type AssetFilters, searchAssets } from '@/features/assets';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** The words of one asset choice, already translated. */
export interface AssetChoiceTexts {
  title: string;
  search: string;
  gridLabel: string;
  empty: string;
  noMatches: string;
  atLeastOne: string;
}

export interface AssetChoiceProps extends Omit<SelectionDialogProps<AssetSummary>, 'open'> {
  /** The assets offered (a status, a class); the user's text narrows them. */
  filters: Omit<AssetFilters, 'text'>;
  columns: GridColDef<AssetSummary>[];
  sortKeys: Record<string, string>;
  defaultSort: { sortBy: string; sortDesc: boolean };
  texts: AssetChoiceTexts;
}

/**
 * The body of a dialog that picks assets to build a movement with (spec 02 §2: selectable lists):
 * a text search over the offered assets, a server-paged grid where several rows can be chosen across
 * pages, and the confirm that hands them over. Mounted while the dialog is open, so each opening
 * starts afresh.
 */
export function AssetChoice({
  filters,
  columns,
  sortKeys,
  defaultSort,
  texts,
  onCancel,
  onConfirm,
}: AssetChoiceProps) {
  const { inventory } = useBackendClients();
  const [text, setText] = useState('');
  const chosen = useRowSelection<AssetSummary>('multiple');
  const search = usePagedSearch({
    // Under `assets`, so every change to assets reloads it.
    area: ASSETS_AREA,
    filters: { ...filters, ...(text ? { text } : {}) },
    defaultSort,
    fetchPage: (request) => searchAssets(inventory, request),
  });
  return (
    <>
      <SelectionBody
        filters={
          <SearchFilters
            fields={[{ name: 'text', label: texts.search, width: 360 }]}
            onSearch={(values) => setText(values.text.trim())}
          />
        }
        grid={
          <ServerDataGrid<AssetSummary>
            label={texts.gridLabel}
            columns={columns}
            sortKeys={sortKeys}
            selection={chosen.selection}
            emptyText={text ? texts.noMatches : texts.empty}
            {...search.gridProps}
          />
        }
      />
      <SelectionActions
        chosen={chosen.rows}
        atLeastOneMessage={texts.atLeastOne}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}

/** The texts of an asset choice, all under one group of the movement texts. */
export function assetChoiceTexts(
  t: TFunction,
  group: 'movements.charged' | 'charges.waiting',
): AssetChoiceTexts {
  return {
    title: t(`${group}.title`),
    search: t(`${group}.search`),
    gridLabel: t(`${group}.gridLabel`),
    empty: t(`${group}.empty`),
    noMatches: t(`${group}.noMatches`),
    atLeastOne: t(`${group}.atLeastOne`),
  };
}

/** An asset choice in its dialog, mounted while the dialog is open so each opening starts afresh. */
export function AssetChoiceDialog({ open, ...choice }: AssetChoiceProps & { open: boolean }) {
  return (
    <SelectionDialogFrame open={open} title={choice.texts.title} onCancel={choice.onCancel} maxWidth="lg">
      {open ? <AssetChoice {...choice} /> : null}
    </SelectionDialogFrame>
  );
}
