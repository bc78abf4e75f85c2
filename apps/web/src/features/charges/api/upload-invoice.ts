import {
  type InvoiceUploadUrl,
  invoicePaths,
  invoiceUploadUrlSchema,
} from '@inventario/shared/contracts/invoices';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { ApiError, apiErrorFromResponse } from '@/lib/api/api-error.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';

/** `POST /movement/charge/invoice/getUrl`: where to send the file, for one upload, for a few minutes. */
export function requestInvoiceUpload(api: ApiClient, file: File) {
  return api.post(
    invoicePaths.uploadUrl,
    { fileName: file.name, contentType: file.type || undefined, size: file.size },
    { parser: invoiceUploadUrlSchema },
  );
}

function parsedBody(request: XMLHttpRequest): unknown {
  try {
    return JSON.parse(request.responseText);
  } catch {
    return undefined;
  }
}

/**
 * The PUT of the file to its upload URL, with XMLHttpRequest: fetch cannot report an upload's
 * progress. `onProgress` gets the fraction sent, from 0 to 1.
 */
export function sendInvoiceFile(
  target: InvoiceUploadUrl,
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.url);
    for (const [name, value] of Object.entries(target.headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(apiErrorFromResponse(request.status, request.statusText, parsedBody(request)));
    };
    request.onerror = () => reject(new ApiError('networkError', 'upload failed', 0));
    request.onabort = () => reject(new DOMException('upload aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(file);
  });
}

/** Asks for an upload URL and sends the file there; answers the upload's id. */
export function useUploadInvoice(onProgress: (fraction: number) => void) {
  const { inventory } = useBackendClients();
  return useMutation({
    mutationFn: async (file: File) => {
      onProgress(0);
      const target = await requestInvoiceUpload(inventory, file);
      await sendInvoiceFile(target, file, onProgress);
      return target.uploadId;
    },
  });
}
