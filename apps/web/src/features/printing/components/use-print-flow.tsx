import { formatDate } from '@inventario/shared/format/date';
import Link from '@mui/material/Link';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseYear } from '@/features/financial-years/api/close-year.ts';
import { useYearFailureFeedback } from '@/features/financial-years/api/year-failures.ts';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useToast } from '@/shell/toast/use-toast.ts';
import { usePublishDocument } from '../api/publish-document.ts';
import { type PrintFormValues, toPublishRequest, type YearFacts } from '../model/print-form.ts';
import { closeRequestOf, yearCloseQuestion } from '../model/year-close-question.ts';

/** The documents page, as a link that works from the toasts (they sit outside the router). */
const DOCUMENTS_HREF = '#/documents';

/**
 * Spec 01 §4 "Print flow" after validation: the year-close question of a register dated 31/12 or 31/08
 * of the latest open year (yes closes the year and stops, no prints), then the publish with its
 * feedback (§8: `stillProcessing` as an advice alert, any other failure as 'errorGeneratingPrint').
 * Resolves true when the dialog can close.
 */
export function usePrintFlow(years: readonly YearFacts[]) {
  const { t } = useTranslation();
  const { confirm, alert } = useDialogs();
  const toast = useToast();
  const { enqueueSnackbar } = useSnackbar();
  const errorText = useErrorText();
  const publish = usePublishDocument();
  const closeYear = useCloseYear();
  const yearFailure = useYearFailureFeedback();

  const askToClose = useCallback(
    async (values: PrintFormValues): Promise<'close' | 'print'> => {
      const question = yearCloseQuestion(values.documentType, values.atDate, years);
      if (!question || !values.atDate) return 'print';
      const facts = { date: formatDate(values.atDate), year: values.atDate.slice(0, 4) };
      const yes = await confirm({
        title: t(`printing.closeYear.${question}.title`, facts),
        message: t(`printing.closeYear.${question}.message`, facts),
        confirmLabel: t('common.actions.yes'),
        cancelLabel: t('common.actions.no'),
      });
      return yes ? 'close' : 'print';
    },
    [confirm, t, years],
  );

  const close = useCallback(
    async (date: string) => {
      try {
        const closed = await closeYear.mutateAsync(closeRequestOf(date));
        toast.success(t('financialYear.close.done', { year: closed.year }));
        return true;
      } catch (error) {
        yearFailure('close', error);
        return false;
      }
    },
    [closeYear, t, toast, yearFailure],
  );

  const queuedToast = useCallback(() => {
    enqueueSnackbar(
      <>
        {t('printing.queued')}{' '}
        <Link href={DOCUMENTS_HREF} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
          {t('printing.openDocuments')}
        </Link>
      </>,
      { variant: 'success' },
    );
  }, [enqueueSnackbar, t]);

  return useCallback(
    async (values: PrintFormValues): Promise<boolean> => {
      const request = toPublishRequest(values);
      if (!request) return false;
      if ((await askToClose(values)) === 'close' && values.atDate) return close(values.atDate);
      try {
        const answer = await publish.mutateAsync(request);
        if (answer.url) {
          window.open(answer.url, '_blank', 'noopener');
          toast.success(t('printing.opened'));
        } else {
          queuedToast();
        }
        return true;
      } catch (error) {
        if (isApiError(error) && error.code === 'stillProcessing') {
          await alert({ title: t('common.advice'), message: errorText(error), severity: 'info' });
        } else {
          toast.error(t('printing.errorGeneratingPrint'), error);
        }
        return false;
      }
    },
    [alert, askToClose, close, errorText, publish, queuedToast, t, toast],
  );
}
