import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import { categoryCodeText } from '@inventario/shared/domain/catalogue/register-acronym';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/data/paging.ts';
import { SelectionBody, SelectionDialogFrame } from '@/components/selection/selection-dialog.tsx';
import { useAllSubcategories } from '@/features/reference-lists';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { missingAggregations } from '../model/print-selections.ts';

/** Where a school assigns the aggregations the alert asks for. */
const AGGREGATIONS_HREF = '#/admin-lists/aggregations';

function columnsOf(t: TFunction, language: string): GridColDef<Subcategory>[] {
  const percent = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return [
    {
      field: 'categoryCode',
      headerName: t('printing.modelK.categoryCode'),
      width: 130,
      // The register's acronym comes along: every register has its own category 01.
      valueGetter: (_v, row) => categoryCodeText(row.register.kind, row.category.code),
      renderCell: ({ row, value }) => (
        <Tooltip title={`${row.register.description} · ${row.category.description}`}>
          <span>{value as string}</span>
        </Tooltip>
      ),
    },
    { field: 'code', headerName: t('printing.modelK.subcategoryCode'), width: 120 },
    { field: 'description', headerName: t('printing.modelK.subcategory'), flex: 2, minWidth: 200 },
    {
      field: 'percent',
      headerName: t('printing.modelK.percent'),
      type: 'number',
      width: 140,
      valueGetter: (_v, row) => row.rate?.percent ?? null,
      valueFormatter: (value: number | null) => (value === null ? '' : percent.format(value)),
    },
    {
      field: 'aggregation',
      headerName: t('printing.modelK.aggregation'),
      flex: 1,
      minWidth: 160,
      valueGetter: (_v, row) =>
        row.aggregation
          ? `${row.aggregation.code} ${row.aggregation.description}`
          : t('printing.modelK.none'),
      cellClassName: ({ row }) => (row.aggregation ? '' : 'missing-aggregation'),
    },
  ];
}

interface ModelKSubcategoriesProps {
  onCancel: () => void;
  onGenerate: () => void;
}

function ModelKSubcategories({ onCancel, onGenerate }: ModelKSubcategoriesProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const subcategories = useAllSubcategories({ fresh: true });
  const columns = useMemo(() => columnsOf(t, i18n.language), [t, i18n.language]);
  const localeText = useGridLocaleText(t('printing.modelK.empty'));
  const rows = subcategories.data ?? [];
  const missing = missingAggregations(rows);
  return (
    <>
      <SelectionBody
        filters={
          subcategories.isError ? (
            <Alert severity="error">{errorText(subcategories.error)}</Alert>
          ) : missing > 0 ? (
            <Alert severity="error">
              {t('printing.modelK.missingAggregations', { count: missing })}{' '}
              <Link href={AGGREGATIONS_HREF} onClick={onCancel}>
                {t('printing.modelK.assignAggregations')}
              </Link>
            </Alert>
          ) : null
        }
        grid={
          <DataGrid<Subcategory>
            aria-label={t('printing.modelK.gridLabel')}
            autoHeight
            rows={rows}
            columns={columns}
            loading={subcategories.isFetching}
            initialState={{
              pagination: { paginationModel: { page: 0, pageSize: DEFAULT_PAGE_SIZE } },
              sorting: { sortModel: [{ field: 'categoryCode', sort: 'asc' }] },
            }}
            pageSizeOptions={PAGE_SIZES}
            disableColumnMenu
            disableRowSelectionOnClick
            localeText={localeText}
            sx={{ '& .missing-aggregation': { color: 'error.main', fontWeight: 600 } }}
          />
        }
      />
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
        <Button
          variant="contained"
          onClick={onGenerate}
          disabled={!subcategories.isSuccess || subcategories.isFetching || missing > 0}
        >
          {t('printing.generate')}
        </Button>
      </DialogActions>
    </>
  );
}

export interface ModelKSubcategoriesDialogProps extends ModelKSubcategoriesProps {
  open: boolean;
}

/**
 * Model K subcategories dialog (spec 01 §2 "Other dialogs"): the school's subcategories with their
 * category, rate and aggregation; Generate stays disabled while any has no aggregation (§5), since
 * Model K sums the assets by aggregation.
 */
export function ModelKSubcategoriesDialog({ open, onCancel, onGenerate }: ModelKSubcategoriesDialogProps) {
  const { t } = useTranslation();
  return (
    <SelectionDialogFrame open={open} title={t('printing.modelK.title')} onCancel={onCancel} maxWidth="lg">
      <ModelKSubcategories onCancel={onCancel} onGenerate={onGenerate} />
    </SelectionDialogFrame>
  );
}
