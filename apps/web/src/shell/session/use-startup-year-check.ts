import { startupYearAdvice } from '@inventario/shared/domain/financial-years/financial-year';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateYear } from '@/features/financial-years/api/create-year.ts';
import { useYearFailureFeedback } from '@/features/financial-years/api/year-failures.ts';
import { useYearNumbers } from '@/features/reference-lists';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import type { OpenNewYearDialogProps } from '@/shell/dialogs/open-new-year-dialog.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';

/** The years the new-year question is about, while it is asked. */
interface NewYearQuestion {
  year: number;
  lastYear: number;
}

/**
 * Spec 01 §4 "Startup after login" step 3, once per session: no year at all → an advice (with a way
 * to the years screen); the latest year before the current one → the new-year question, whose "yes"
 * opens the current year from 1 January. `enabled` holds it back while another startup dialog shows.
 */
export function useStartupYearCheck(enabled: boolean): OpenNewYearDialogProps {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm } = useDialogs();
  const toast = useToast();
  const showFailure = useYearFailureFeedback();
  const years = useYearNumbers({ enabled });
  const createYear = useCreateYear();
  const checked = useRef(false);
  const [question, setQuestion] = useState<NewYearQuestion>();

  useEffect(() => {
    if (!enabled || checked.current) return;
    if (years.isError) {
      checked.current = true;
      toast.error(t('financialYear.errorLoading'), years.error);
      return;
    }
    if (!years.data) return;
    checked.current = true;
    const currentYear = new Date().getFullYear();
    const advice = startupYearAdvice(
      years.data.map((year) => ({ year })),
      currentYear,
    );
    if (advice === 'openCurrent') setQuestion({ year: currentYear, lastYear: Math.max(...years.data) });
    if (advice === 'missing') {
      const goToYears = confirm({
        title: t('common.advice'),
        message: t('financialYear.startup.missing'),
        confirmLabel: t('financialYear.startup.goToYears'),
        cancelLabel: t('common.actions.close'),
      });
      void goToYears.then((go) => go && navigate('/financial-year'));
    }
  }, [enabled, years.data, years.isError, years.error, confirm, navigate, t, toast]);

  const openYear = (year: number) => {
    setQuestion(undefined);
    createYear.mutate(year, {
      onSuccess: () => toast.success(t('financialYear.startup.created', { year })),
      onError: (error) => showFailure('create', error),
    });
  };

  return {
    open: question !== undefined,
    year: question?.year ?? 0,
    lastYear: question?.lastYear ?? 0,
    onConfirm: () => question && openYear(question.year),
    onCancel: () => setQuestion(undefined),
  };
}
