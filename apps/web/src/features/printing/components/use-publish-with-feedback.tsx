import type { PublishRequest } from '@inventario/shared/contracts/documents';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usePrintFeedback } from '@/features/documents';
import { usePublishDocument } from '../api/publish-document.ts';
import { type PrintNames, printContextOf } from '../model/print-context.ts';

/**
 * Publishes a print with the feedback of spec 01 §4 and §8 (`usePrintFeedback`): a direct url opens
 * at once, a queued print gets the toast linking to the documents, `stillProcessing` an advice alert,
 * any other failure 'errorGeneratingPrint'. `names` are what the dialog showed of its choices, which
 * the request carries beside them (spec 01 §3). Resolves true when the print was accepted.
 * `explainRefusal` lets a form show a refusal itself (under its fields, say): answering true stops the
 * standard feedback.
 */
export function usePublishWithFeedback(explainRefusal?: (error: unknown) => boolean) {
  const { t } = useTranslation();
  const feedback = usePrintFeedback();
  const publish = usePublishDocument();

  return useCallback(
    async (request: PublishRequest, names?: PrintNames): Promise<boolean> => {
      try {
        const answer = await publish.mutateAsync({ request, context: printContextOf(request, names) });
        feedback.accepted(answer, t('printing.queued'));
        return true;
      } catch (error) {
        if (explainRefusal?.(error)) return false;
        await feedback.refused(error, t('printing.errorGeneratingPrint'));
        return false;
      }
    },
    [explainRefusal, feedback, publish, t],
  );
}
