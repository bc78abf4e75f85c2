import type { Location } from '@inventario/shared/contracts/placement';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocationSearchSource, LocationSelection } from './location-selection.tsx';
import { SelectionDialogFrame, type SelectionDialogProps } from './selection-dialog.tsx';

export interface SubConsigneeLocationsDialogProps extends SelectionDialogProps<Location> {
  search: LocationSearchSource;
  /** The sub-consignee of the handover or return report; without it every location is offered. */
  subConsigneeId?: number;
  title?: string;
}

const SORT_KEYS = {
  siteCode: 'siteCode',
  siteDescription: 'siteDescription',
  code: 'locationCode',
  description: 'locationDescription',
};
/** Spec 01 §2: site code, then location code (the server's tie-breaker), ascending. */
const BY_SITE_THEN_LOCATION = { sortBy: 'siteCode', sortDesc: false };

function columnsOf(t: TFunction): GridColDef<Location>[] {
  return [
    {
      field: 'siteCode',
      headerName: t('selection.locations.siteCode'),
      width: 130,
      valueGetter: (_v, row) => row.site.code,
    },
    {
      field: 'siteDescription',
      headerName: t('selection.locations.siteDescription'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) => row.site.description,
    },
    { field: 'code', headerName: t('selection.locations.locationCode'), width: 150 },
    {
      field: 'description',
      headerName: t('selection.locations.locationDescription'),
      flex: 1,
      minWidth: 160,
    },
  ];
}

/**
 * Sub-consignee locations dialog (handover or return report, spec 01 §2): filters site code, site
 * description, location code, location description; several locations can be chosen.
 */
export function SubConsigneeLocationsDialog({
  open,
  onCancel,
  onConfirm,
  search,
  subConsigneeId,
  title,
}: SubConsigneeLocationsDialogProps) {
  const { t } = useTranslation();
  const columns = useMemo(() => columnsOf(t), [t]);
  const fixedFilters = useMemo(() => (subConsigneeId ? { subConsigneeId } : {}), [subConsigneeId]);
  return (
    <SelectionDialogFrame
      open={open}
      title={title ?? t('selection.locations.subConsigneeTitle')}
      onCancel={onCancel}
    >
      <LocationSelection
        search={search}
        fixedFilters={fixedFilters}
        filterFields={[
          { name: 'siteCode', label: t('selection.locations.siteCode'), width: 150 },
          { name: 'siteDescription', label: t('selection.locations.siteDescription'), width: 200 },
          { name: 'locationCode', label: t('selection.locations.locationCode'), width: 150 },
          { name: 'locationDescription', label: t('selection.locations.locationDescription'), width: 200 },
        ]}
        columns={columns}
        sortKeys={SORT_KEYS}
        defaultSort={BY_SITE_THEN_LOCATION}
        gridLabel={t('selection.locations.gridLabel')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </SelectionDialogFrame>
  );
}
