import type { Subcategory } from '@inventario/shared/contracts/catalogue';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { ListPanel } from '@/components/data/list-panel.tsx';
import { ServerDataGrid } from '@/components/data/server-data-grid.tsx';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { WithListExport } from '@/features/documents';
import { catalogueKeys, useCategories, useRegisters } from '@/features/reference-lists';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDeleteSubcategory } from '../api/delete-subcategory.ts';
import { searchSubcategories } from '../api/search-subcategories.ts';
import { CategoriesDialog } from '../components/categories-dialog.tsx';
import { DefaultListDialog } from '../components/default-list-dialog.tsx';
import { DefaultRatesDialog } from '../components/default-rates-dialog.tsx';
import { RateDialog } from '../components/rate-dialog.tsx';
import { SeededListNotice } from '../components/seeded-list-notice.tsx';
import {
  subcategoryColumns,
  subcategoryExportWords,
  subcategoryName,
  subcategorySortKeys,
} from '../components/subcategory-columns.tsx';
import { SubcategoryDialog } from '../components/subcategory-dialog.tsx';
import { SubcategoryFiltersBar } from '../components/subcategory-filters-bar.tsx';
import { noSubcategoryFilters, toSubcategorySearch } from '../model/subcategory-filters.ts';

/** The dialog open over the page, if any. */
type OpenDialog =
  | { kind: 'subcategory'; subcategory: Subcategory | undefined }
  | { kind: 'rate'; subcategory: Subcategory }
  | { kind: 'defaultRates'; subcategory: Subcategory }
  | { kind: 'defaultList' }
  | { kind: 'categories' };

/**
 * `#/admin-lists/categories`: the school's subcategories with category, rate and Model K aggregation,
 * filtered and paged on the server; the categories, the default list and each entry's default rates.
 */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation();
  const { inventory } = useBackendClients();
  const registers = useRegisters();
  const categories = useCategories();
  const remove = useDeleteSubcategory();
  const confirmedDelete = useConfirmedDelete();
  const [filters, setFilters] = useState(noSubcategoryFilters);
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  const search = usePagedSearch({
    area: catalogueKeys.all[0],
    filters: toSubcategorySearch(filters),
    fetchPage: async ({ filters: body, page, size, sortBy, sortDesc }) => {
      const found = await searchSubcategories(inventory, page, size, { ...body, sortBy, sortDesc });
      return { rows: found.subcategories, total: found.total };
    },
  });

  const deleteSubcategory = (subcategory: Subcategory) =>
    confirmedDelete({
      title: t('catalogue.subcategories.deleteConfirm.title'),
      message: t('catalogue.subcategories.deleteConfirm.message', { code: subcategoryName(subcategory) }),
      inUseMessage: t('catalogue.subcategories.inUse'),
      deletedMessage: t('catalogue.subcategories.deleted'),
      run: () => remove.mutateAsync(subcategory.id),
    });

  const columns = subcategoryColumns(t, i18n.language, {
    onEdit: (subcategory) => setDialog({ kind: 'subcategory', subcategory }),
    onEditRate: (subcategory) => setDialog({ kind: 'rate', subcategory }),
    onShowDefaultRates: (subcategory) => setDialog({ kind: 'defaultRates', subcategory }),
    onDelete: (subcategory) => void deleteSubcategory(subcategory),
  });

  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('routes.adminListsCategories')}
      </Typography>
      <SeededListNotice onShowDefaultList={() => setDialog({ kind: 'defaultList' })} />
      <ListPanel
        title={t('catalogue.subcategories.gridLabel')}
        addLabel={t('catalogue.subcategories.actions.add')}
        onAdd={() => setDialog({ kind: 'subcategory', subcategory: undefined })}
        importPath="/admin-lists/import/subcategories"
        filters={
          <Button
            variant="outlined"
            startIcon={<CategoryIcon />}
            onClick={() => setDialog({ kind: 'categories' })}
          >
            {t('catalogue.subcategories.actions.manageCategories')}
          </Button>
        }
      >
        <Stack spacing={2}>
          <SubcategoryFiltersBar
            filters={filters}
            registers={registers.data ?? []}
            categories={categories.data ?? []}
            onChange={setFilters}
          />
          <WithListExport
            exportAs={{
              list: 'subcategories',
              title: t('catalogue.subcategories.gridLabel'),
              search: toSubcategorySearch(filters),
            }}
            sort={search.gridProps.sort}
            total={search.gridProps.total}
            columns={columns}
            labels={subcategoryExportWords(t)}
          >
            <ServerDataGrid<Subcategory>
              label={t('catalogue.subcategories.gridLabel')}
              columns={columns}
              sortKeys={subcategorySortKeys}
              emptyText={t('catalogue.subcategories.empty')}
              {...search.gridProps}
            />
          </WithListExport>
        </Stack>
      </ListPanel>
      {dialog?.kind === 'subcategory' ? (
        <SubcategoryDialog
          subcategory={dialog.subcategory}
          categoryId={filters.categoryId}
          onClose={close}
          onSaved={close}
        />
      ) : null}
      {dialog?.kind === 'rate' ? (
        <RateDialog subcategory={dialog.subcategory} onClose={close} onSaved={close} />
      ) : null}
      {dialog?.kind === 'defaultRates' ? (
        <DefaultRatesDialog subcategory={dialog.subcategory} onClose={close} />
      ) : null}
      {dialog?.kind === 'defaultList' ? <DefaultListDialog onClose={close} /> : null}
      {dialog?.kind === 'categories' ? <CategoriesDialog onClose={close} /> : null}
    </Stack>
  );
}
