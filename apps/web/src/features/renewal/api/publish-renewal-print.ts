import {
  documentPaths,
  publishAnswerSchema,
  type RenewalPublishRequest,
} from '@inventario/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/**
 * `POST /s3documents/renewal/publishMessage`: queues one of the renewal's prints (PV/Base with its
 * commission, PV/1, PV/2, PV/3, the mapping table, the movement vouchers, `{ idRenewal }`) or Model K
 * of its year (`{ year }`), licence RIN. Answers the queued document's id (`url` when rendered at once).
 */
export function publishRenewalPrint(api: ApiClient, request: RenewalPublishRequest) {
  return api.post(documentPaths.publishRenewal, request, { parser: publishAnswerSchema });
}

export function usePublishRenewalPrint() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RenewalPublishRequest) => publishRenewalPrint(inventory, request),
    // The documents' keys: the documents page and the processing poll, which then follows the print.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
