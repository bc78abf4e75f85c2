import type { Category } from '@inventario/shared/contracts/catalogue';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/actions/row-actions.tsx';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { exportTableOf } from '@/components/data/export-table.ts';
import { ExportButton } from '@/features/documents';
import { useCategories, useRegisters } from '@/features/reference-lists';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { sortByRegisterThenCode } from '../model/category-form.ts';
import { CategoryDialog } from './category-dialog.tsx';

type Editing = { category: Category | undefined } | undefined;

function CategoryTable(props: {
  categories: readonly Category[];
  onEdit: (c: Category) => void;
  onDelete: (c: Category) => void;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ maxHeight: '55vh' }}>
      <Table size="small" stickyHeader aria-label={t('catalogue.categories.gridLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('catalogue.categories.columns.register')}</TableCell>
            <TableCell>{t('catalogue.categories.columns.code')}</TableCell>
            <TableCell>{t('catalogue.categories.columns.description')}</TableCell>
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {props.categories.map((category) => (
            <TableRow key={category.id} hover>
              <TableCell>{category.register.description}</TableCell>
              <TableCell>{category.code}</TableCell>
              <TableCell>{category.description}</TableCell>
              <TableCell align="right">
                <RowActions
                  editLabel={t('catalogue.categories.actions.edit', { code: category.code })}
                  deleteLabel={t('catalogue.categories.actions.delete', { code: category.code })}
                  onEdit={() => props.onEdit(category)}
                  onDelete={() => props.onDelete(category)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export interface CategoriesDialogProps {
  onClose: () => void;
}

/** The school's categories, register by register: add, rename, delete (only once empty). Mount it to open it. */
export function CategoriesDialog({ onClose }: CategoriesDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
  const registers = useRegisters();
  const categories = useCategories();
  const remove = useDeleteCategory();
  const confirmedDelete = useConfirmedDelete();
  const [editing, setEditing] = useState<Editing>();
  const sorted = sortByRegisterThenCode(
    categories.data ?? [],
    (registers.data ?? []).map((register) => register.id),
  );

  // The categories as the table lists them, register by register.
  const exportDraft = () => ({
    list: 'table' as const,
    title: t('catalogue.categories.title'),
    ...exportTableOf(
      [
        {
          header: t('catalogue.categories.columns.register'),
          kind: 'text',
          cell: (c) => c.register.description,
        },
        { header: t('catalogue.categories.columns.code'), kind: 'text', cell: (c) => c.code },
        { header: t('catalogue.categories.columns.description'), kind: 'text', cell: (c) => c.description },
      ],
      sorted,
    ),
  });

  const deleteCategory = (category: Category) =>
    confirmedDelete({
      title: t('catalogue.categories.deleteConfirm.title'),
      message: t('catalogue.categories.deleteConfirm.message', {
        code: category.code,
        description: category.description,
        register: category.register.description,
      }),
      inUseMessage: t('catalogue.categories.inUse'),
      deletedMessage: t('catalogue.categories.deleted'),
      run: () => remove.mutateAsync(category.id),
    });

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{t('catalogue.categories.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('catalogue.categories.intro')}
            </Typography>
            {categories.isError ? (
              <Alert severity="error">
                {t('catalogue.categories.loadFailed')}: {errorText(categories.error)}
              </Alert>
            ) : (
              <CategoryTable
                categories={sorted}
                onEdit={(category) => setEditing({ category })}
                onDelete={(category) => void deleteCategory(category)}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ category: undefined })}
            sx={{ mr: 'auto' }}
          >
            {t('catalogue.categories.actions.add')}
          </Button>
          <ExportButton draft={exportDraft} rows={sorted.length} />
          <Button variant="contained" onClick={onClose}>
            {t('common.actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
      {editing ? (
        <CategoryDialog
          category={editing.category}
          onClose={() => setEditing(undefined)}
          onSaved={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
