import { documentPaths, downloadUrlSchema } from '@inventario/shared/contracts/documents';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /s3documents/{id}/generateUrlForDownload?file=N`: a signed, expiring URL of one of the document's files. */
export async function getDownloadUrl(api: ApiClient, id: number, file: number): Promise<string> {
  const answer = await api.get(fillPath(documentPaths.downloadUrl, { id }), {
    query: { file },
    parser: downloadUrlSchema,
  });
  return answer.url;
}

/**
 * Follows a signed URL with a real link click: the server answers it as an attachment, so the browser
 * downloads the file and the page stays.
 */
export function openDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
