import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tooltip from '@mui/material/Tooltip';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGridLocaleText } from '@/components/data/grid-locale.ts';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { type DefaultSubcategory, useDefaultSubcategories } from '../api/list-default-subcategories.ts';
import { sortDefaultList } from '../model/default-list.ts';
import { formatPercent } from '../model/subcategory-filters.ts';

function defaultListColumns(t: TFunction, language: string): GridColDef<DefaultSubcategory>[] {
  return [
    {
      field: 'registerKind',
      headerName: t('catalogue.defaultList.columns.register'),
      width: 170,
      valueGetter: (_value, row) => t(`catalogue.registerKinds.${row.registerKind}`),
    },
    {
      field: 'categoryCode',
      headerName: t('catalogue.defaultList.columns.category'),
      width: 100,
      renderCell: ({ row }) => (
        <Tooltip title={row.categoryDescription} describeChild>
          <span>{row.categoryCode}</span>
        </Tooltip>
      ),
    },
    { field: 'subcategoryCode', headerName: t('catalogue.defaultList.columns.code'), width: 135 },
    {
      field: 'description',
      headerName: t('catalogue.defaultList.columns.description'),
      flex: 1,
      minWidth: 220,
    },
    {
      field: 'rate',
      headerName: t('catalogue.defaultList.columns.rate'),
      width: 140,
      valueGetter: (_value, row) =>
        row.rate
          ? t('catalogue.subcategories.rate', {
              percent: formatPercent(row.rate.percent, language),
              year: row.rate.validFromYear,
            })
          : t('catalogue.subcategories.noRate'),
    },
    {
      field: 'aggregationCode',
      headerName: t('catalogue.defaultList.columns.aggregation'),
      width: 120,
      renderCell: ({ row }) => (
        <Tooltip title={row.aggregationDescription} describeChild>
          <span>{row.aggregationCode}</span>
        </Tooltip>
      ),
    },
  ];
}

export interface DefaultListDialogProps {
  onClose: () => void;
}

/** The national default list the school's table was seeded from, to compare with. Mount it to open it. */
export function DefaultListDialog({ onClose }: DefaultListDialogProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const localeText = useGridLocaleText();
  const list = useDefaultSubcategories(true);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('catalogue.defaultList.title')}</DialogTitle>
      <DialogContent>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('catalogue.defaultList.intro')}
        </Alert>
        {list.isError ? (
          <Alert severity="error">
            {t('catalogue.defaultList.loadFailed')}: {errorText(list.error)}
          </Alert>
        ) : (
          <Box sx={{ height: '60vh' }}>
            <DataGrid<DefaultSubcategory>
              aria-label={t('catalogue.defaultList.gridLabel')}
              rows={sortDefaultList(list.data ?? [])}
              columns={defaultListColumns(t, i18n.language)}
              getRowId={(row) => row.code}
              loading={list.isPending}
              density="compact"
              disableRowSelectionOnClick
              disableColumnMenu
              hideFooter
              localeText={localeText}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t('common.actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
