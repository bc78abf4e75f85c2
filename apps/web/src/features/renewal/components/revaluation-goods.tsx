import type { RevaluationAsset } from '@inventario/shared/contracts/renewal-values';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import { formatEuros, formatSignedEuros } from '@inventario/shared/format/currency';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { getRevaluationAssets } from '../api/get-revaluation.ts';
import { RENEWAL_AREA } from '../api/renewal-keys.ts';

const idOf = (row: RevaluationAsset) => row.assetId;
const subcategoryText = (s: RevaluationAsset['subcategoryAfter']) => `${s.code} ${s.description}`;

/**
 * The goods of the revaluation a page at a time, in register and number order: each with the
 * subcategory it leaves and the one it takes, its value before and after, and the adjustment that set it.
 */
export function RevaluationGoods({ renewalId, revalued }: { renewalId: number; revalued: boolean }) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const search = usePagedSearch<
    { step: 'revaluation'; renewalId: number; revalued: boolean },
    RevaluationAsset
  >({
    area: RENEWAL_AREA,
    filters: { step: 'revaluation', renewalId, revalued },
    fetchPage: async ({ page, size }) => {
      const found = await getRevaluationAssets(inventory, renewalId, page, size);
      return { rows: found.assets, total: found.total };
    },
  });
  const columns = useMemo<GridColDef<RevaluationAsset>[]>(
    () => [
      {
        field: 'number',
        headerName: t('renewal.revaluation.columns.number'),
        width: 90,
        valueGetter: (_value, row) => registerNumberText(row.registerKind, row.inventoryNumber),
      },
      {
        field: 'description',
        headerName: t('renewal.revaluation.columns.description'),
        flex: 1.4,
        minWidth: 160,
      },
      {
        field: 'subcategoryBefore',
        headerName: t('renewal.revaluation.columns.subcategoryBefore'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => subcategoryText(row.subcategoryBefore),
      },
      {
        field: 'subcategoryAfter',
        headerName: t('renewal.revaluation.columns.subcategoryAfter'),
        flex: 1,
        minWidth: 150,
        valueGetter: (_value, row) => subcategoryText(row.subcategoryAfter),
      },
      {
        field: 'before',
        headerName: t('renewal.values.before'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formatEuros(value),
      },
      {
        field: 'after',
        headerName: t('renewal.values.after'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formatEuros(value),
      },
      {
        field: 'variation',
        headerName: t('renewal.values.variation'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formatSignedEuros(value),
      },
      {
        field: 'adjustment',
        headerName: t('renewal.revaluation.columns.adjustment'),
        width: 170,
        valueGetter: (_value, row) => (row.adjustment ? t(`renewalAdjustments.kinds.${row.adjustment}`) : ''),
      },
    ],
    [t],
  );
  return (
    <ServerDataGrid<RevaluationAsset>
      label={t('renewal.revaluation.goodsLabel')}
      columns={columns}
      getRowId={idOf}
      emptyText={t('renewal.revaluation.noGoods')}
      {...search.gridProps}
    />
  );
}
