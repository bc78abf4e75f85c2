import {
  documentPaths,
  type PublishRequest,
  publishAnswerSchema,
} from '@inventario/shared/contracts/documents';
import { type PrintRequestContext, toPrintRequest } from '@inventario/shared/contracts/print-request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentKeys } from '@/features/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** A print as the dialog made it, and what the spec's request says beside its conditions. */
export interface PublishInput {
  request: PublishRequest;
  context: PrintRequestContext;
}

/**
 * `POST /s3documents/publishMessage` with the print request in the shape of spec 01 §3: queues the
 * print (`url` when it was rendered at once).
 */
export function publishDocument(api: ApiClient, { request, context }: PublishInput) {
  return api.post(documentPaths.publish, toPrintRequest(request, context), { parser: publishAnswerSchema });
}

export function usePublishDocument() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PublishInput) => publishDocument(inventory, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
