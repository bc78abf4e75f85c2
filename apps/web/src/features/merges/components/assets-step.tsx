import type { MergeAsset } from '@inventario/shared/contracts/merges';
import { formatCents } from '@inventario/shared/format/currency';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { type PageResult, usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { MERGE_ASSETS_AREA } from '../api/merge-keys.ts';
import { searchSellerAssets } from '../api/search-seller-assets.ts';
import { mergeAssetNumber } from '../model/merge-texts.ts';

/** A page of the goods, with the count and value of all of them. */
interface AssetPage extends PageResult<MergeAsset> {
  totalCents: number;
}

/**
 * "Beni": the goods of the chosen sites that the discharge will take, paged on the server: number
 * (with its register's acronym), description, site, location and value; how many and their total.
 */
export function AssetsStep({ mergeId, siteIds }: { mergeId: number; siteIds: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const { inventory } = useBackendClients();
  const search = usePagedSearch<{ mergeId: number; siteIds: readonly number[] }, MergeAsset>({
    area: MERGE_ASSETS_AREA,
    filters: { mergeId, siteIds },
    fetchPage: async ({ page, size }): Promise<AssetPage> => {
      const found = await searchSellerAssets(inventory, mergeId, siteIds, page, size);
      return { rows: found.content, total: found.totalElements, totalCents: found.totalCents };
    },
  });
  const totalCents = (search.query.data as AssetPage | undefined)?.totalCents;
  const columns = useMemo<GridColDef<MergeAsset>[]>(
    () => [
      {
        field: 'number',
        headerName: t('merges.seller.assets.columns.number'),
        width: 110,
        valueGetter: (_value, row) => mergeAssetNumber(row),
      },
      {
        field: 'description',
        headerName: t('merges.seller.assets.columns.description'),
        flex: 2,
        minWidth: 180,
      },
      { field: 'siteCode', headerName: t('merges.seller.assets.columns.site'), width: 110 },
      {
        field: 'locationDescription',
        headerName: t('merges.seller.assets.columns.location'),
        flex: 1,
        minWidth: 140,
      },
      {
        field: 'valueCents',
        headerName: t('merges.seller.assets.columns.value'),
        type: 'number',
        width: 140,
        valueFormatter: (value: number) => formatCents(value),
      },
    ],
    [t],
  );
  const numbers = new Intl.NumberFormat(
    (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en-GB' : 'it-IT',
  );
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('merges.seller.assets.intro')}</Typography>
      {totalCents === undefined ? null : (
        <Typography role="status">
          {t('merges.seller.assets.summary', {
            count: search.total,
            goods: numbers.format(search.total),
            value: formatCents(totalCents),
          })}
        </Typography>
      )}
      <ServerDataGrid<MergeAsset>
        {...search.gridProps}
        label={t('merges.seller.assets.gridLabel')}
        columns={columns}
        emptyText={t('merges.seller.assets.empty')}
      />
    </Stack>
  );
}
