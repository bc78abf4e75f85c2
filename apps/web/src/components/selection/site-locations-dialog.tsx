import type { Location } from '@inventario/shared/contracts/placement';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationSearchSource, LocationSelection } from './location-selection.tsx';
import { SelectionDialogFrame, type SelectionDialogProps } from './selection-dialog.tsx';

export interface SiteLocationsDialogProps extends SelectionDialogProps<Location> {
  search: LocationSearchSource;
  /** The site of the asset list by site. */
  siteId: number;
  title?: string;
}

const SORT_KEYS = {
  code: 'locationCode',
  description: 'locationDescription',
  subConsignee: 'subConsigneeDescription',
};
const BY_CODE = { sortBy: 'locationCode', sortDesc: false };

function columnsOf(t: TFunction): GridColDef<Location>[] {
  return [
    { field: 'code', headerName: t('selection.locations.code'), width: 150 },
    { field: 'description', headerName: t('selection.locations.description'), flex: 1, minWidth: 180 },
    {
      field: 'subConsignee',
      headerName: t('selection.locations.subConsignee'),
      flex: 1,
      minWidth: 180,
      valueGetter: (_v, row) => row.subConsignee?.description ?? '',
    },
  ];
}

/**
 * Site locations dialog (asset list by site, spec 01 §2): filters code, description, sub-consignee;
 * several locations of the site can be chosen.
 */
export function SiteLocationsDialog({
  open,
  onCancel,
  onConfirm,
  search,
  siteId,
  title,
}: SiteLocationsDialogProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t), [t]);
  const fixedFilters = useMemo(() => ({ siteId }), [siteId]);
  return (
    <SelectionDialogFrame open={open} title={title ?? t('selection.locations.siteTitle')} onCancel={onCancel}>
      <LocationSelection
        search={search}
        fixedFilters={fixedFilters}
        filterFields={[
          { name: 'locationCode', label: t('selection.locations.code'), width: 160 },
          { name: 'locationDescription', label: t('selection.locations.description'), width: 220 },
          { name: 'subConsigneeDescription', label: t('selection.locations.subConsignee'), width: 220 },
        ]}
        columns={columns}
        sortKeys={SORT_KEYS}
        defaultSort={BY_CODE}
        gridLabel={t('selection.locations.gridLabel')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </SelectionDialogFrame>
  );
}
