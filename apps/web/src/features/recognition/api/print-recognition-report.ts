import { DOCUMENT_TYPE, documentPaths, publishAnswerSchema } from '@inventario/shared/contracts/documents';
import { toPrintRequest } from '@inventario/shared/contracts/print-request';
import { documentTypeOf } from '@inventario/shared/domain/documents/document-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `POST /s3documents/publishMessage`: queues the recognition's report (document 4), the request in the
 * shape of spec 01 §3 with the recognition among its conditions (`idRecognition`). Answers the queued
 * document's id (`url` when it was rendered at once).
 */
export function printRecognitionReport(api: ApiClient, idRecognition: number) {
  const request = { documentType: DOCUMENT_TYPE.recognitionReport, conditions: { idRecognition } } as const;
  const description = documentTypeOf(DOCUMENT_TYPE.recognitionReport)?.description ?? '';
  return api.post(documentPaths.publish, toPrintRequest(request, { description }), {
    parser: publishAnswerSchema,
  });
}

export function usePrintRecognitionReport() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idRecognition: number) => printRecognitionReport(inventory, idRecognition),
    // The documents' keys: the documents page and the processing poll, which then follows the print.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
