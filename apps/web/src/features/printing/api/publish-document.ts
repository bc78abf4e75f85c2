import {
  documentPaths,
  type PublishRequest,
  publishAnswerSchema,
} from '@inventario/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /s3documents/publishMessage`: queues the print (`url` when it was rendered at once). */
export function publishDocument(api: ApiClient, request: PublishRequest) {
  return api.post(documentPaths.publish, request, { parser: publishAnswerSchema });
}

export function usePublishDocument() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishRequest) => publishDocument(inventory, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
