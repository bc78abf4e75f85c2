import { importPaths } from '@inventario/shared/contracts/imports';
import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient, DownloadedFile } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { saveFile } from '@/lib/files/save-file.ts';

/** `GET /import/type/{type}/template`: the workbook to fill in, with the name the server gives it. */
export function getImportTemplate(api: ApiClient, type: ImportType) {
  return api.get<DownloadedFile>(fillPath(importPaths.template, { type }), { readAs: 'file' });
}

export function useDownloadTemplate(type: ImportType) {
  const { inventory } = useBackendClients();
  return useMutation({
    mutationFn: async () =>
      saveFile(await getImportTemplate(inventory, type), `modello-importazione-${type}.xlsx`),
  });
}
