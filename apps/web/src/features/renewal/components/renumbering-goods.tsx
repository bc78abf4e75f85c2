import type { RenumberingAsset } from '@inventario/shared/contracts/renewal-values';
import { registerNumberText } from '@inventario/shared/domain/catalogue/register-acronym';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { getRenumberingAssets } from '../api/get-renumbering.ts';
import { RENEWAL_AREA } from '../api/renewal-keys.ts';

const idOf = (row: RenumberingAsset) => row.assetId;

/**
 * The goods in the order of the renumbering, a page at a time: the number each had and the one it
 * takes (the components of a universality share theirs), and the original number it keeps.
 */
export function RenumberingGoods({ renewalId, renumbered }: { renewalId: number; renumbered: boolean }) {
  const { t } = useTranslation();
  const { inventory } = useBackendClients();
  const search = usePagedSearch<
    { step: 'renumbering'; renewalId: number; renumbered: boolean },
    RenumberingAsset
  >({
    area: RENEWAL_AREA,
    filters: { step: 'renumbering', renewalId, renumbered },
    fetchPage: async ({ page, size }) => {
      const found = await getRenumberingAssets(inventory, renewalId, page, size);
      return { rows: found.assets, total: found.total };
    },
  });
  const columns = useMemo<GridColDef<RenumberingAsset>[]>(
    () => [
      {
        field: 'oldNumber',
        headerName: t('renewal.renumbering.columns.oldNumber'),
        width: 130,
        valueGetter: (_value, row) => registerNumberText(row.registerKind, row.oldNumber),
      },
      {
        field: 'newNumber',
        headerName: t('renewal.renumbering.columns.newNumber'),
        width: 130,
        valueGetter: (_value, row) => registerNumberText(row.registerKind, row.newNumber),
      },
      {
        field: 'description',
        headerName: t('renewal.renumbering.columns.description'),
        flex: 1.5,
        minWidth: 180,
      },
      {
        field: 'originalInventoryNumber',
        headerName: t('renewal.renumbering.columns.originalNumber'),
        width: 170,
      },
      {
        field: 'universality',
        headerName: t('renewal.renumbering.columns.universality'),
        width: 130,
        valueGetter: (_value, row) => (row.universalityId === null ? '' : t('renewal.renumbering.component')),
      },
    ],
    [t],
  );
  return (
    <ServerDataGrid<RenumberingAsset>
      label={t('renewal.renumbering.goodsLabel')}
      columns={columns}
      getRowId={idOf}
      emptyText={t('renewal.renumbering.noGoods')}
      {...search.gridProps}
    />
  );
}
