import type { Site } from '@inventario/shared/contracts/placement';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';

export interface SiteRowHandlers {
  onEdit: (site: Site) => void;
  onDelete: (site: Site) => void;
}

/** Columns of the sites grid: code, description, address, city and the row's actions. */
export function siteColumns(t: TFunction, handlers: SiteRowHandlers): GridColDef<Site>[] {
  return [
    { field: 'code', headerName: t('placement.sites.fields.code'), width: 120 },
    { field: 'description', headerName: t('placement.sites.fields.description'), flex: 2, minWidth: 200 },
    { field: 'address', headerName: t('placement.sites.fields.address'), flex: 1.5, minWidth: 160 },
    { field: 'city', headerName: t('placement.sites.fields.city'), flex: 1, minWidth: 120 },
    {
      field: 'actions',
      headerName: t('placement.actions'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <RowActions
          editLabel={t('placement.sites.edit', { code: row.code })}
          deleteLabel={t('placement.sites.delete', { code: row.code })}
          onEdit={() => handlers.onEdit(row)}
          onDelete={() => handlers.onDelete(row)}
        />
      ),
    },
  ];
}

/** Whether a site matches the search box (code, description, address or city, any case). */
export function siteMatches(site: Site, term: string): boolean {
  const wanted = term.trim().toLowerCase();
  if (!wanted) return true;
  return [site.code, site.description, site.address, site.city].some((text) =>
    (text ?? '').toLowerCase().includes(wanted),
  );
}
