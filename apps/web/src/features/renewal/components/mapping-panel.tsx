import type { MappingRowView, Renewal } from '@inventario/shared/contracts/renewal';
import { isErrorCode } from '@inventario/shared/errors';
import { formatDateTime } from '@inventario/shared/format/date';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import SaveIcon from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExplainedButton } from '@/components/actions/explained-button.tsx';
import { PageLoading, PageProblem, RetryButton } from '@/components/feedback/page-state.tsx';
import { isApiError } from '@/lib/api/api-error.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { useChangeMapping } from '../api/change-mapping.ts';
import { useConfirmMapping } from '../api/confirm-mapping.ts';
import { useMapping } from '../api/get-mapping.ts';
import { useReopenMapping } from '../api/reopen-mapping.ts';
import {
  changedRows,
  editOf,
  invalidRateRows,
  pageOfRow,
  refusedRows,
  rowProblems,
  targetsByRegister,
} from '../model/mapping-form.ts';
import { MappingGrid, type MappingGridRow } from './mapping-grid.tsx';
import type { MappingEditsState } from './use-mapping-edits.ts';

export interface MappingPanelProps {
  renewal: Renewal;
  form: MappingEditsState;
  /** The renewal moved to another step (confirmed, reopened): the screen shows its new current step. */
  onStepChanged: () => void;
}

/** Why the mapping cannot be reopened now, as the server would refuse it; none when it can. */
function reopenRefusal(renewal: Renewal): 'renewalCompleted' | 'renewalRevaluationDone' | undefined {
  if (renewal.status === 'completed') return 'renewalCompleted';
  return renewal.revaluedAt ? 'renewalRevaluationDone' : undefined;
}

/**
 * The subcategory mapping: the grid, "Salva" (the rows changed only), "Conferma mappatura" (what is
 * typed saved first; a refusal says why and marks the rows it names) and, once confirmed and read
 * only, "Riapri" until the revaluation.
 */
export function MappingPanel({ renewal, form, onStepChanged }: MappingPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const toast = useToast();
  const mapping = useMapping(renewal.id);
  const save = useChangeMapping(renewal.id);
  const confirm = useConfirmMapping(renewal.id);
  const reopen = useReopenMapping(renewal.id);
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const data = mapping.data;
  const { edits, refusal } = form;

  const byRegister = useMemo(() => targetsByRegister(data?.targets ?? []), [data?.targets]);
  const rows = useMemo<MappingGridRow[]>(() => {
    if (!data) return [];
    const problems = rowProblems(data, edits);
    const targetById = new Map(data.targets.map((target) => [target.id, target]));
    return data.rows.map((view) => {
      const edit = editOf(view, edits, language);
      const id = view.subcategory.id;
      return {
        id,
        view,
        edit,
        target: edit.targetSubcategoryId === null ? null : (targetById.get(edit.targetSubcategoryId) ?? null),
        problems: problems.get(id) ?? [],
        refused: refusal?.rows.has(id) ?? false,
      };
    });
  }, [data, edits, refusal, language]);

  if (mapping.isPending) return <PageLoading />;
  if (mapping.isError || !data)
    return (
      <PageProblem
        message={t('renewal.mapping.loadFailed')}
        action={<RetryButton onRetry={() => void mapping.refetch()} />}
      />
    );

  const editable = !data.confirmed && renewal.status === 'ongoing';
  const changes = changedRows(data.rows, edits);
  const invalid = invalidRateRows(data.rows, edits);
  const unsaved = changes.length + invalid.length;
  const withProblems = rows.filter((row) => row.problems.length > 0).length;
  const busy = save.isPending || confirm.isPending;

  /** Saves what is typed: the saved rows, or null when it could not (a rate typed wrong, a refusal). */
  const persist = async (): Promise<readonly MappingRowView[] | null> => {
    if (invalid.length > 0) {
      toast.warning(t('renewal.mapping.invalidRates'));
      return null;
    }
    if (changes.length === 0) return data.rows;
    try {
      const saved = await save.mutateAsync({ rows: changes });
      form.clear();
      return saved.rows;
    } catch (error) {
      toast.error(t('renewal.mapping.saveFailed'), error);
      return null;
    }
  };

  const saveChanges = async () => {
    if (await persist()) toast.success(t('renewal.mapping.saved'));
  };

  const confirmMapping = async () => {
    const saved = await persist();
    if (!saved) return;
    try {
      await confirm.mutateAsync();
      form.clear();
      toast.success(t('renewal.mapping.confirmed'));
      onStepChanged();
    } catch (error) {
      if (!isApiError(error) || error.status !== 409) {
        toast.error(t('renewal.mapping.confirmFailed'), error);
        return;
      }
      const named = refusedRows(error.details, saved);
      form.refuse({ code: error.code, rows: named });
      const first = saved.find((row) => named.has(row.subcategory.id));
      const page = first ? pageOfRow(saved, first.subcategory.id, pagination.pageSize) : undefined;
      if (page !== undefined) setPagination((current) => ({ ...current, page }));
    }
  };

  const reopenMapping = async () => {
    try {
      await reopen.mutateAsync();
      toast.success(t('renewal.mapping.reopened'));
      onStepChanged();
    } catch (error) {
      toast.error(t('renewal.mapping.reopenFailed'), error);
    }
  };

  const refusalCode = refusal && isErrorCode(refusal.code) ? refusal.code : null;
  const cannotReopen = reopenRefusal(renewal);

  return (
    <Stack spacing={2}>
      {data.confirmed ? (
        <Alert
          severity="success"
          action={
            <ExplainedButton
              color="inherit"
              size="small"
              startIcon={<LockOpenIcon />}
              loading={reopen.isPending}
              disabledReason={cannotReopen ? t(`errors.${cannotReopen}`) : undefined}
              onClick={() => void reopenMapping()}
            >
              {t('renewal.mapping.reopen')}
            </ExplainedButton>
          }
        >
          {t('renewal.mapping.confirmedAt', { date: formatDateTime(renewal.mappingConfirmedAt) })}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert severity="error">
          <AlertTitle>{t('renewal.mapping.refused')}</AlertTitle>
          {refusalCode ? (
            <Box component="span" sx={{ display: 'block' }}>
              {t(`errors.${refusalCode}`)}
            </Box>
          ) : null}
          {refusal.rows.size > 0 ? (
            <Box component="span" sx={{ display: 'block' }}>
              {t('renewal.mapping.refusedRows')}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {[
            t('renewal.mapping.inUse', { count: data.rows.length }),
            withProblems > 0 ? t('renewal.mapping.withProblems', { count: withProblems }) : null,
            unsaved > 0 ? t('renewal.mapping.unsaved', { count: unsaved }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {editable ? (
          <Stack direction="row" spacing={1}>
            <ExplainedButton
              variant="outlined"
              startIcon={<SaveIcon />}
              loading={save.isPending && !confirm.isPending}
              disabled={busy}
              disabledReason={unsaved === 0 ? t('renewal.mapping.nothingToSave') : undefined}
              onClick={() => void saveChanges()}
            >
              {t('renewal.mapping.save')}
            </ExplainedButton>
            <Button
              variant="contained"
              startIcon={<DoneAllIcon />}
              loading={confirm.isPending}
              disabled={busy}
              onClick={() => void confirmMapping()}
            >
              {t('renewal.mapping.confirm')}
            </Button>
          </Stack>
        ) : null}
      </Stack>
      <MappingGrid
        rows={rows}
        targets={byRegister}
        editable={editable}
        loading={mapping.isFetching && !mapping.isPending}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        onTargetChange={(id, target) => {
          const view = data.rows.find((row) => row.subcategory.id === id);
          if (view) form.setTarget(view, target);
        }}
        onRateChange={(id, text) => {
          const view = data.rows.find((row) => row.subcategory.id === id);
          if (view) form.setRate(view, text);
        }}
      />
    </Stack>
  );
}
