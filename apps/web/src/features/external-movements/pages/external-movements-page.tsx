import type {
  ExternalMovement,
  ExternalMovementDetail,
} from '@inventario/shared/contracts/external-movements';
import MoveToInboxOutlinedIcon from '@mui/icons-material/MoveToInboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridRowId } from '@mui/x-data-grid';
import type { ParseKeys } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useConfirmedDelete } from '@/components/actions/use-confirmed-delete.ts';
import { useLatestCallback } from '@/components/actions/use-latest-callback.ts';
import { usePagedSearch } from '@/components/data/use-paged-search.ts';
import { useRowSelection } from '@/components/data/use-row-selection.ts';
import { DatePickersProvider } from '@/components/forms/date-pickers-provider.tsx';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useDeleteExternalMovement } from '../api/delete-external-movement.ts';
import { EXTERNAL_MOVEMENTS_AREA } from '../api/external-movement-keys.ts';
import { searchExternalMovements } from '../api/search-external-movements.ts';
import { CompletionDialog } from '../components/completion-dialog.tsx';
import { ExternalDetailDialog } from '../components/external-detail-dialog.tsx';
import { ExternalFiltersBar } from '../components/external-filters-bar.tsx';
import { ExternalMovementsGrid } from '../components/external-movements-grid.tsx';
import { chargeSelectionProblem, externalChargeRoute } from '../model/charge-selection.ts';
import { EMPTY_EXTERNAL_FILTERS, hasExternalFilters, toExternalSearch } from '../model/external-filters.ts';

type OpenDialog = { kind: 'detail'; id: number } | { kind: 'complete'; movement: ExternalMovementDetail };

const NEWEST_FIRST = { sortBy: 'documentDate', sortDesc: true };

function without<R>(selected: ReadonlyMap<GridRowId, R>, id: number): ReadonlyMap<GridRowId, R> {
  const next = new Map(selected);
  next.delete(id);
  return next;
}

/**
 * `#/external-movements` (spec 02 §2): the movements imported from the school's other applications,
 * searched and paged on the server; a movement's detail, the completion of its data (warehouse
 * movements: to be completed → completed), its deletion, and the charge of the chosen ones
 * (`#/charge/new/external`: at least one, one supplier, warehouse ones completed).
 */
export default function ExternalMovementsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const { inventory } = useBackendClients();
  const titleId = useId();
  const [filters, setFilters] = useState(() => toExternalSearch(EMPTY_EXTERNAL_FILTERS));
  const [dialog, setDialog] = useState<OpenDialog>();
  const chosen = useRowSelection<ExternalMovement>('multiple');
  const remove = useDeleteExternalMovement();
  const confirmedDelete = useConfirmedDelete();
  const search = usePagedSearch({
    area: EXTERNAL_MOVEMENTS_AREA,
    filters,
    defaultSort: NEWEST_FIRST,
    fetchPage: async ({ page, size, sortBy, sortDesc }) => {
      const found = await searchExternalMovements(inventory, page, size, { ...filters, sortBy, sortDesc });
      return { rows: found.externalMovements, total: found.total };
    },
  });

  const charge = async (movements: readonly ExternalMovement[]) => {
    const problem = chargeSelectionProblem(movements);
    if (problem) {
      await alert({ title: t('common.attention'), message: t(problem as ParseKeys), severity: 'warning' });
      return;
    }
    void navigate(externalChargeRoute(movements.map((movement) => movement.id)));
  };

  const askDelete = useLatestCallback(async (movement: ExternalMovement) => {
    const deleted = await confirmedDelete({
      title: t('externalMovements.delete.title'),
      message: t('externalMovements.delete.message', { name: movement.description }),
      inUseMessage: t('externalMovements.delete.inUse'),
      deletedMessage: t('externalMovements.delete.done'),
      run: () => remove.mutateAsync(movement.id),
    });
    if (deleted) {
      chosen.selection.onChange(without(chosen.selection.selected, movement.id));
      setDialog(undefined);
    }
  });
  const open = useLatestCallback((movement: ExternalMovement) =>
    setDialog({ kind: 'detail', id: movement.id }),
  );

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {t('routes.externalMovements')}
        </Typography>
        <Typography color="text.secondary">{t('externalMovements.intro')}</Typography>
      </Stack>
      <DatePickersProvider>
        <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {t('externalMovements.gridLabel')}
          </Typography>
          <Box sx={{ mt: 2 }}>
            <ExternalFiltersBar onSearch={(values) => setFilters(toExternalSearch(values))} />
          </Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, mt: 2 }}
            aria-label={t('externalMovements.selectionActions')}
            role="toolbar"
          >
            <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
              {t('externalMovements.chosen', { count: chosen.rows.length })}
            </Typography>
            {chosen.rows.length > 0 ? (
              <Button onClick={chosen.clear}>{t('externalMovements.clearSelection')}</Button>
            ) : null}
            <Button
              variant="contained"
              startIcon={<MoveToInboxOutlinedIcon />}
              onClick={() => void charge(chosen.rows)}
            >
              {t('externalMovements.actions.chargeChosen')}
            </Button>
          </Stack>
          <Box sx={{ mt: 2 }}>
            <ExternalMovementsGrid
              {...search.gridProps}
              exportAs={{ list: 'externalMovements', title: t('routes.externalMovements'), search: filters }}
              selection={chosen.selection}
              emptyText={
                hasExternalFilters(filters) ? t('externalMovements.noMatches') : t('externalMovements.empty')
              }
              onOpen={open}
              onDelete={(movement) => void askDelete(movement)}
            />
          </Box>
        </Paper>
      </DatePickersProvider>
      {dialog?.kind === 'detail' ? (
        <ExternalDetailDialog
          id={dialog.id}
          onClose={() => setDialog(undefined)}
          onComplete={(movement) => setDialog({ kind: 'complete', movement })}
          onDelete={(movement) => void askDelete(movement)}
          onCharge={(movement) => void charge([movement])}
        />
      ) : null}
      {dialog?.kind === 'complete' ? (
        <CompletionDialog
          movement={dialog.movement}
          onClose={() => setDialog({ kind: 'detail', id: dialog.movement.id })}
          onSaved={(saved) => {
            // The list shows the new status: the chosen row carries it too.
            if (chosen.selection.selected.has(saved.id)) {
              chosen.selection.onChange(new Map(chosen.selection.selected).set(saved.id, saved));
            }
            setDialog({ kind: 'detail', id: saved.id });
          }}
        />
      ) : null}
    </Stack>
  );
}
