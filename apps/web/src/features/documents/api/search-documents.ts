import {
  documentPageSchema,
  documentPaths,
  type documentSearchSchema,
} from '@inventario/shared/contracts/documents';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

export type DocumentSearch = z.input<typeof documentSearchSchema>;

/** `POST /s3documents/search/{page}/{size}` (page from 1): the school's documents, newest first, with the processing count. */
export function searchDocuments(api: ApiClient, page: number, size: number, search: DocumentSearch) {
  return api.post(fillPath(documentPaths.search, { page, size }), search, { parser: documentPageSchema });
}
