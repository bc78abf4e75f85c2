import { importPaths } from '@inventario/shared/contracts/imports';
import type { ImportType } from '@inventario/shared/domain/imports/import-format';
import { useMutation } from '@tanstack/react-query';
import type { ApiClient, DownloadedFile } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /import/type/{type}/template`: the workbook to fill in, with the name the server gives it. */
export function getImportTemplate(api: ApiClient, type: ImportType) {
  return api.get<DownloadedFile>(fillPath(importPaths.template, { type }), { readAs: 'file' });
}

/** Hands the bytes to the browser as a download, under their name; the page stays. */
export function saveFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed once the browser has surely started the download (revoked at once, Firefox may lose it).
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadTemplate(type: ImportType) {
  const { inventory } = useBackendClients();
  return useMutation({
    mutationFn: async () =>
      saveFile(await getImportTemplate(inventory, type), `modello-importazione-${type}.xlsx`),
  });
}
