import {
  documentPaths,
  type PublishRequest,
  publishAnswerSchema,
} from '@inventario/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** The documents page's queries all start with this key (features/documents). */
export const DOCUMENTS_QUERY_PREFIX = ['documents'] as const;

/** `POST /s3documents/publishMessage`: queues the print (`url` when it was rendered at once). */
export function publishDocument(api: ApiClient, request: PublishRequest) {
  return api.post(documentPaths.publish, request, { parser: publishAnswerSchema });
}

export function usePublishDocument() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishRequest) => publishDocument(inventory, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_QUERY_PREFIX }),
  });
}
