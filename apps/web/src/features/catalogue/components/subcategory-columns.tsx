import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import { formatPercent } from '../model/subcategory-filters.ts';

export interface SubcategoryRowHandlers {
  onEdit: (subcategory: Subcategory) => void;
  onEditRate: (subcategory: Subcategory) => void;
  onShowDefaultRates: (subcategory: Subcategory) => void;
  onDelete: (subcategory: Subcategory) => void;
}

/** Grid column → the API's `sortBy` key (contracts/catalogue `subcategorySortKeys`). */
export const subcategorySortKeys = {
  register: 'registerDescription',
  categoryCode: 'categoryCode',
  code: 'code',
  description: 'description',
  aggregation: 'aggregationCode',
} as const;

/**
 * How actions name a row: subcategory codes repeat across categories ("01" in each), so the category
 * code and the description come along: "03.01 Personal computer, server e periferiche".
 */
export function subcategoryName(subcategory: Subcategory): string {
  return `${subcategory.category.code}.${subcategory.code} ${subcategory.description}`;
}

/** "10 % dal 2022", or "Non impostata". */
export function rateText(subcategory: Subcategory, t: TFunction, language: string): string {
  if (!subcategory.rate) return t('catalogue.subcategories.noRate');
  return t('catalogue.subcategories.rate', {
    percent: formatPercent(subcategory.rate.percent, language),
    year: subcategory.rate.validFromYear,
  });
}

/**
 * What an export writes in the rate and aggregation columns, as the grid's cells say it: the rate's
 * template ("{{percent}} % dal {{year}}", its placeholders kept for the server to fill), and the words
 * of a subcategory without one.
 */
export function subcategoryExportWords(t: TFunction): Record<string, Record<string, string>> {
  return {
    rate: {
      rate: t('catalogue.subcategories.rate', { percent: '{{percent}}', year: '{{year}}' }),
      none: t('catalogue.subcategories.noRate'),
    },
    aggregation: { none: t('catalogue.subcategories.noAggregation') },
  };
}

/**
 * Columns of the subcategory grid. The rate cell is a button: changing a rate is the edit a school
 * makes most often, so it is one click away.
 */
export function subcategoryColumns(
  t: TFunction,
  language: string,
  handlers: SubcategoryRowHandlers,
): GridColDef<Subcategory>[] {
  return [
    {
      field: 'register',
      headerName: t('catalogue.subcategories.columns.register'),
      width: 130,
      valueGetter: (_value, row) => row.register.description,
    },
    {
      field: 'categoryCode',
      headerName: t('catalogue.subcategories.columns.category'),
      width: 95,
      valueGetter: (_value, row) => row.category.code,
      renderCell: ({ row }) => (
        <Tooltip title={row.category.description} describeChild>
          <span>{row.category.code}</span>
        </Tooltip>
      ),
    },
    { field: 'code', headerName: t('catalogue.subcategories.columns.code'), width: 135 },
    {
      field: 'description',
      headerName: t('catalogue.subcategories.columns.description'),
      flex: 2,
      minWidth: 220,
    },
    {
      field: 'rate',
      headerName: t('catalogue.subcategories.columns.rate'),
      width: 155,
      renderCell: ({ row }) => (
        <Button
          size="small"
          onClick={(event) => {
            event.stopPropagation();
            handlers.onEditRate(row);
          }}
          aria-label={t('catalogue.subcategories.actions.editRate', {
            rate: rateText(row, t, language),
            code: subcategoryName(row),
          })}
          sx={{ textTransform: 'none', minWidth: 0, px: 0.5 }}
        >
          {rateText(row, t, language)}
        </Button>
      ),
    },
    {
      field: 'aggregation',
      headerName: t('catalogue.subcategories.columns.aggregation'),
      width: 130,
      renderCell: ({ row }) =>
        row.aggregation ? (
          <Tooltip title={row.aggregation.description} describeChild>
            <span>{row.aggregation.code}</span>
          </Tooltip>
        ) : (
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={t('catalogue.subcategories.noAggregation')}
          />
        ),
    },
    {
      field: 'actions',
      headerName: t('catalogue.subcategories.columns.actions'),
      width: 125,
      sortable: false,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={0.5} sx={{ height: '100%', alignItems: 'center' }}>
          <Tooltip title={t('catalogue.subcategories.actions.defaultRates', { code: subcategoryName(row) })}>
            <IconButton
              size="small"
              aria-label={t('catalogue.subcategories.actions.defaultRates', { code: subcategoryName(row) })}
              onClick={() => handlers.onShowDefaultRates(row)}
            >
              <HistoryIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <RowActions
            editLabel={t('catalogue.subcategories.actions.edit', { code: subcategoryName(row) })}
            deleteLabel={t('catalogue.subcategories.actions.delete', { code: subcategoryName(row) })}
            onEdit={() => handlers.onEdit(row)}
            onDelete={() => handlers.onDelete(row)}
          />
        </Stack>
      ),
    },
  ];
}
