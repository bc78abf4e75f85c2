import Alert from '@mui/material/Alert';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { isSelectedIn } from '@/components/data/grid-selection.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import {
  SelectionActions,
  SelectionBody,
  SelectionDialogFrame,
  type SelectionDialogProps,
} from './selection-dialog.tsx';

/** A site of the merged school (spec 02 §3): what the receiving school can take over. */
export interface MergedSite {
  id: number;
  code: string;
  description: string;
  city: string | null;
  address: string | null;
}

export interface MergedSitesSelectionDialogProps extends SelectionDialogProps<MergedSite> {
  /** Loads the merged school's sites (the merge area supplies it: `GET /site/merged/confirmed/list`). */
  fetchSites: () => Promise<MergedSite[]>;
  /** Key of the cached answer, so the merge area can reload it after a change. */
  queryKey: readonly unknown[];
  title?: string;
}

function columnsOf(t: TFunction): GridColDef<MergedSite>[] {
  return [
    { field: 'code', headerName: t('selection.mergedSites.code'), width: 120 },
    { field: 'description', headerName: t('selection.mergedSites.description'), flex: 2, minWidth: 180 },
    { field: 'city', headerName: t('selection.mergedSites.city'), flex: 1, minWidth: 120 },
    { field: 'address', headerName: t('selection.mergedSites.address'), flex: 1.5, minWidth: 160 },
  ];
}

type MergedSitesSelectionProps = Omit<MergedSitesSelectionDialogProps, 'open' | 'title'>;

function MergedSitesSelection({ fetchSites, queryKey, onCancel, onConfirm }: MergedSitesSelectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const sites = useQuery({ queryKey, queryFn: fetchSites });
  const [chosen, setChosen] = useState<MergedSite[]>([]);
  const columns = useMemo(() => columnsOf(t), [t]);
  const localeText = useGridLocaleText(t('selection.mergedSites.empty'));
  const rows = sites.data ?? [];
  const choose = (model: GridRowSelectionModel) =>
    setChosen(rows.filter((site) => isSelectedIn(model, site.id)));
  return (
    <>
      <SelectionBody
        filters={sites.isError ? <Alert severity="error">{errorText(sites.error)}</Alert> : null}
        grid={
          <DataGrid<MergedSite>
            aria-label={t('selection.mergedSites.gridLabel')}
            autoHeight
            rows={rows}
            columns={columns}
            loading={sites.isFetching}
            checkboxSelection
            onRowSelectionModelChange={choose}
            initialState={{ pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } } }}
            pageSizeOptions={PAGE_SIZES}
            disableColumnMenu
            localeText={localeText}
          />
        }
      />
      <SelectionActions
        chosen={chosen}
        atLeastOneMessage={t('selection.mergedSites.selectAtLeastOne')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </>
  );
}

/** Merged sites selection dialog (merge screen, spec 01 §2): code, description, city, address; several can be chosen. */
export function MergedSitesSelectionDialog({ open, title, ...rest }: MergedSitesSelectionDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame
      open={open}
      title={title ?? t('selection.mergedSites.title')}
      onCancel={rest.onCancel}
    >
      <MergedSitesSelection {...rest} />
    </SelectionDialogFrame>
  );
}
