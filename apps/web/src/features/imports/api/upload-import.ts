import { importSummarySchema } from '@inventario/shared/contracts/imports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { uploadTransport } from '@/lib/api/upload-transport.ts';
import { type ImportTarget, uploadPathOf } from '../model/import-target.ts';
import { importKeys } from './import-keys.ts';

/**
 * `POST /import/type/{type}?fileName=`, or a list's own upload (`POST /site/temp/list`…): the file is
 * the body, as it is (202: the import, its file being checked). `onProgress` gets the fraction sent.
 */
export function uploadImport(
  api: ApiClient,
  target: ImportTarget,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return api.post(uploadPathOf(target), file, {
    query: { fileName: file.name },
    parser: importSummarySchema,
    transport: uploadTransport(onProgress),
  });
}

/** Sends the file; the screen then shows the new import as the school's pending one. */
export function useUploadImport(target: ImportTarget, onProgress: (fraction: number) => void) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      onProgress(0);
      return uploadImport(inventory, target, file, onProgress);
    },
    onSuccess: (summary) => queryClient.setQueryData(importKeys.pending(), { import: summary }),
  });
}
