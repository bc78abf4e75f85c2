import type { PublishRequest } from '@inventario/shared/contracts/documents';
import Link from '@mui/material/Link';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useShowToast } from '@/shell/toast/toast-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { usePublishDocument } from '../api/publish-document.ts';
import { type PrintNames, printContextOf } from '../model/print-context.ts';

/** The documents page, as a link that works from the toasts (they sit outside the router). */
const DOCUMENTS_HREF = '#/documents';

/**
 * Publishes a print with the feedback of spec 01 §4 and §8: a direct url opens at once, a queued
 * print gets the toast linking to the documents, `stillProcessing` an advice alert, any other failure
 * 'errorGeneratingPrint'. `names` are what the dialog showed of its choices, which the request carries
 * beside them (spec 01 §3). Resolves true when the print was accepted. `explainRefusal` lets a form show
 * a refusal itself (under its fields, say): answering true stops the standard feedback.
 */
export function usePublishWithFeedback(explainRefusal?: (error: unknown) => boolean) {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const toast = useToast();
  const show = useShowToast();
  const errorText = useErrorText();
  const publish = usePublishDocument();

  const queuedToast = useCallback(() => {
    show({
      message: (
        <>
          {t('printing.queued')}{' '}
          <Link href={DOCUMENTS_HREF} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
            {t('printing.openDocuments')}
          </Link>
        </>
      ),
      variant: 'success',
    });
  }, [show, t]);

  return useCallback(
    async (request: PublishRequest, names?: PrintNames): Promise<boolean> => {
      try {
        const answer = await publish.mutateAsync({ request, context: printContextOf(request, names) });
        if (answer.url) {
          window.open(answer.url, '_blank', 'noopener');
          toast.success(t('printing.opened'));
        } else {
          queuedToast();
        }
        return true;
      } catch (error) {
        if (explainRefusal?.(error)) return false;
        if (isApiError(error) && error.code === 'stillProcessing') {
          await alert({ title: t('common.advice'), message: errorText(error), severity: 'info' });
        } else {
          toast.error(t('printing.errorGeneratingPrint'), error);
        }
        return false;
      }
    },
    [alert, errorText, explainRefusal, publish, queuedToast, t, toast],
  );
}
