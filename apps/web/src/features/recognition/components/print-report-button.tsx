import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api/api-error.ts';
import { useDialogs } from '@/shell/dialogs/dialogs-provider.tsx';
import { useErrorText } from '@/shell/errors/use-error-text.ts';
import { useShowToast } from '@/shell/toast/toast-provider.tsx';
import { useToast } from '@/shell/toast/use-toast.ts';
import { usePrintRecognitionReport } from '../api/print-recognition-report.ts';

/** The documents page, as a link that works from the toasts (they sit outside the router). */
const DOCUMENTS_HREF = '#/documents';

/**
 * "Stampa verbale": queues the recognition's report for its commission to sign, with the feedback of
 * the other prints (spec 01 §4, §8): a toast linking to the documents page where it lands, or a
 * document ready at once opened; a print of the user's still processing an advice; any other failure
 * an error toast with its reason.
 */
export function PrintReportButton({ recognitionId }: { recognitionId: number }) {
  const { t } = useTranslation();
  const print = usePrintRecognitionReport();
  const show = useShowToast();
  const toast = useToast();
  const { alert } = useDialogs();
  const errorText = useErrorText();

  const run = async () => {
    try {
      const answer = await print.mutateAsync(recognitionId);
      if (answer.url) {
        window.open(answer.url, '_blank', 'noopener');
        toast.success(t('printing.opened'));
        return;
      }
      show({
        message: (
          <>
            {t('printing.recognitionReport.queued')}{' '}
            <Link href={DOCUMENTS_HREF} color="inherit" underline="always" sx={{ fontWeight: 600 }}>
              {t('printing.openDocuments')}
            </Link>
          </>
        ),
        variant: 'success',
      });
    } catch (error) {
      if (isApiError(error) && error.code === 'stillProcessing') {
        await alert({ title: t('common.advice'), message: errorText(error), severity: 'info' });
      } else {
        toast.error(t('printing.recognitionReport.failed'), error);
      }
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<PrintIcon />}
      onClick={() => void run()}
      disabled={print.isPending}
    >
      {t('printing.recognitionReport.label')}
    </Button>
  );
}
