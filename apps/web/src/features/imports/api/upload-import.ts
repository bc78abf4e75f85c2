import { importPaths, importSummarySchema } from '@inventario/shared/contracts/imports';
import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { importKeys } from './import-keys.ts';
import { uploadTransport } from './upload-transport.ts';

/**
 * `POST /import/type/{type}?fileName=`: the file is the body, as it is (202: the import, its file
 * being checked). `onProgress` gets the fraction sent.
 */
export function uploadImport(
  api: ApiClient,
  type: ImportType,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return api.post(fillPath(importPaths.upload, { type }), file, {
    query: { fileName: file.name },
    parser: importSummarySchema,
    transport: uploadTransport(onProgress),
  });
}

/** Sends the file; the screen then shows the new import as the school's pending one. */
export function useUploadImport(type: ImportType, onProgress: (fraction: number) => void) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      onProgress(0);
      return uploadImport(inventory, type, file, onProgress);
    },
    onSuccess: (summary) => queryClient.setQueryData(importKeys.pending(), { import: summary }),
  });
}
