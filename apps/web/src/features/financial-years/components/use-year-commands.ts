import type { FinancialYear } from '@inventario/shared/contracts/financial-years';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { type CloseYearRequest, useCloseYear } from '../api/close-year.ts';
import { useCreateYear } from '../api/create-year.ts';
import { useDeleteYear } from '../api/delete-year.ts';
import { useReopenYear } from '../api/reopen-year.ts';
import { useYearFailureFeedback } from '../api/year-failures.ts';

/**
 * The screen's actions: each asks first where the spec wants it, calls the server, and reports the
 * outcome (a success toast, or the failure as spec 01 §8 shows it).
 */
export function useYearCommands() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const toast = useToast();
  const showFailure = useYearFailureFeedback();
  const createYear = useCreateYear();
  const closeYear = useCloseYear();
  const reopenYear = useReopenYear();
  const deleteYear = useDeleteYear();

  const create = async (year: number) => {
    const message = t('financialYear.create.message', { year });
    const confirmLabel = t('financialYear.create.confirm', { year });
    if (!(await confirm({ title: t('financialYear.create.title'), message, confirmLabel }))) return;
    try {
      await createYear.mutateAsync(year);
      toast.success(t('financialYear.create.done', { year }));
    } catch (error) {
      // The refusal alone does not say what to do: tell the user to close the older year first.
      const twoOpen = isApiError(error) && error.code === 'twoOpenYears';
      showFailure('create', error, twoOpen ? t('financialYear.create.twoOpenYearsHint') : undefined);
    }
  };

  /** Resolves true when the year closed, so the dialog can go. */
  const close = async (year: number, request: CloseYearRequest): Promise<boolean> => {
    try {
      await closeYear.mutateAsync(request);
      toast.success(t('financialYear.close.done', { year }));
      return true;
    } catch (error) {
      showFailure('close', error);
      return false;
    }
  };

  const reopen = async ({ year }: FinancialYear) => {
    const message = t('financialYear.reopen.message', { year });
    const confirmLabel = t('financialYear.reopen.confirm');
    if (!(await confirm({ title: t('financialYear.reopen.title'), message, confirmLabel }))) return;
    try {
      await reopenYear.mutateAsync(year);
      toast.success(t('financialYear.reopen.done', { year }));
    } catch (error) {
      showFailure('reopen', error);
    }
  };

  const remove = async ({ id, year }: FinancialYear) => {
    const message = t('financialYear.delete.message', { year });
    const confirmLabel = t('financialYear.delete.confirm');
    const title = t('financialYear.delete.title');
    if (!(await confirm({ title, message, confirmLabel, destructive: true }))) return;
    try {
      await deleteYear.mutateAsync(id);
      toast.success(t('financialYear.delete.done', { year }));
    } catch (error) {
      showFailure('delete', error);
    }
  };

  const busy = createYear.isPending || closeYear.isPending || reopenYear.isPending || deleteYear.isPending;
  return { create, close, reopen, remove, busy, closing: closeYear.isPending };
}
