import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { usePrintFeedback } from '@/features/documents';
import { usePrintRecognitionReport } from '../api/print-recognition-report.ts';

/**
 * "Stampa verbale": queues the recognition's report for its commission to sign, with the feedback of
 * the other prints: where it lands, or why not.
 */
export function PrintReportButton({ recognitionId }: { recognitionId: number }) {
  const { t } = useTranslation();
  const print = usePrintRecognitionReport();
  const feedback = usePrintFeedback();
  const run = async () => {
    try {
      feedback.accepted(await print.mutateAsync(recognitionId), t('printing.recognitionReport.queued'));
    } catch (error) {
      await feedback.refused(error, t('printing.recognitionReport.failed'));
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
