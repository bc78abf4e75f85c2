import { documentPaths } from '@inventario/shared/contracts/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { documentKeys } from './document-keys.ts';

/** `DELETE /s3documents/{id}`: the document and its files. */
export async function deleteDocument(api: ApiClient, id: number): Promise<void> {
  await api.delete(fillPath(documentPaths.item, { id }));
}

export function useDeleteDocument() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteDocument(inventory, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all }),
  });
}
