import { useMutation } from '@tanstack/react-query';
import type { ApiClient, DownloadedFile } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { saveFile } from '@/lib/files/save-file.ts';
import { type ImportTarget, templatePathOf } from '../model/import-target.ts';

/**
 * `GET /import/type/{type}/template`, or a list's (`GET /import/list/{kind}/template`): the workbook
 * to fill in, with the name the server gives it.
 */
export function getImportTemplate(api: ApiClient, target: ImportTarget) {
  return api.get<DownloadedFile>(templatePathOf(target), { readAs: 'file' });
}

export function useDownloadTemplate(target: ImportTarget) {
  const { inventory } = useBackendClients();
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await getImportTemplate(inventory, target),
        `modello-importazione-${target.list ?? target.type}.xlsx`,
      ),
  });
}
