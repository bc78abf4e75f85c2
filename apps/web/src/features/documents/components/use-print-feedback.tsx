import Link from '@mui/material/Link';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useShowToast } from '@/shell/toast/toast-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';

/** The documents page, as a link that works from the toasts (they sit outside the router). */
const DOCUMENTS_HREF = '#/documents';

/**
 * What the user is told of a print (spec 01 §4, §8), wherever it is asked for: `accepted` opens a
 * document the server answered at once, else says it is queued with a link to the documents page;
 * `refused` gives a print of the user's still processing as advice, anything else as an error toast
 * with `failedText` and the reason.
 */
export function usePrintFeedback() {
  const { t } = useTranslation();
  const { alert } = useDialogs();
  const toast = useToast();
  const show = useShowToast();
  const errorText = useErrorText();

  const accepted = useCallback(
    (answer: { url: string | null }, queuedText: string) => {
      if (answer.url) {
        window.open(answer.url, '_blank', 'noopener');
        toast.success(t('printing.opened'));
        return;
      }
      show({
        message: (
          <>
            {queuedText}{' '}
            <Link href={DOCUMENTS_HREF} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
              {t('printing.openDocuments')}
            </Link>
          </>
        ),
        variant: 'success',
      });
    },
    [show, t, toast],
  );

  const refused = useCallback(
    async (error: unknown, failedText: string) => {
      if (isApiError(error) && error.code === 'stillProcessing') {
        await alert({ title: t('common.advice'), message: errorText(error), severity: 'info' });
      } else {
        toast.error(failedText, error);
      }
    },
    [alert, errorText, t, toast],
  );

  return { accepted, refused };
}
