import { importPaths } from '@inventario/shared/contracts/imports';
import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { saveFile } from '@/lib/files/save-file.ts';

/** `GET /import/type/1/export`: the school's whole inventory as a type-1 workbook, downloaded. */
export function useExportInventory() {
  const { inventory } = useBackendClients();
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await inventory.get<DownloadedFile>(importPaths.export, { readAs: 'file' }),
        'inventario.xlsx',
      ),
  });
}
