import { DOCUMENT_TYPE, documentPaths, publishAnswerSchema } from '@inventario/shared/contracts/documents';
import { toPrintRequest } from '@inventario/shared/contracts/print-request';
import { documentTypeOf } from '@inventario/shared/domain/documents/document-types';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { documentKeys, isPending, searchDocuments } from '@/features/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** How many of a proposal's documents its detail lists, newest first. */
const SHOWN = 15;
/** While one renders, the list asks again as the documents page does (spec 01 §4: every 10 s). */
const POLL_MS = 10_000;

/** `POST /s3documents/search/1/15 {idOut}`: the documents printed of one proposal, newest first. */
export function useProposalDocuments(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: documentKeys.ofProposal(id),
    queryFn: () => searchDocuments(inventory, 1, SHOWN, { idOut: id }),
    refetchInterval: (query) =>
      query.state.data?.s3Documents.some((document) => isPending(document.processingStatus))
        ? POLL_MS
        : false,
  });
}

/**
 * `POST /s3documents/publishMessage`: prints the proposal (document 3), the request in the shape of
 * spec 01 §3 with the proposal as its object.
 */
export function printProposal(api: ApiClient, id: number) {
  const request = { documentType: DOCUMENT_TYPE.dischargeProposal, conditions: { idOut: id } } as const;
  const description = documentTypeOf(DOCUMENT_TYPE.dischargeProposal)?.description ?? '';
  return api.post(documentPaths.publish, toPrintRequest(request, { description }), {
    parser: publishAnswerSchema,
  });
}

export function usePrintProposal() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => printProposal(inventory, id),
    // The documents' keys: this list, the documents page and the processing poll, which then follows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
