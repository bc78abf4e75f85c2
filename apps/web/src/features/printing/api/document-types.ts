import { documentPaths, documentTypeSchema } from '@inventario/shared/contracts/documents';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { printingKeys } from './printing-keys.ts';

const documentTypeListSchema = z.array(documentTypeSchema);

/** `GET /s3documents/typeList/{group}`: the document types of one group of the Prints menu. */
export function listDocumentTypes(api: ApiClient, group: number) {
  return api.get(fillPath(documentPaths.typeListOfGroup, { group }), { parser: documentTypeListSchema });
}

export function useDocumentTypes(group: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: printingKeys.documentTypes(group),
    queryFn: () => listDocumentTypes(inventory, group),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
