import {
  documentPaths,
  documentSummarySchema,
  publishAnswerSchema,
} from '@inventario/shared/contracts/documents';
import type { ExportRequest } from '@inventario/shared/contracts/exports';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `POST /s3documents/export/publishMessage`: a list's export, queued like a print. */
export function publishExport(api: ApiClient, request: ExportRequest) {
  return api.post(documentPaths.publishExport, request, { parser: publishAnswerSchema });
}

/** `GET /s3documents/{id}`: one document, with its progress while it renders. */
export function getDocument(api: ApiClient, id: number) {
  return api.get(fillPath(documentPaths.detail, { id }), { parser: documentSummarySchema });
}
