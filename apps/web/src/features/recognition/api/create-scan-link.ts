import { recognitionPaths, scanLinkCreatedSchema } from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

/**
 * `POST /recognition/{id}/scanLink`: a QR code for a phone, to read in one location or (none) in any
 * of the recognition's; its URL carries a one-time code that expires after 15 minutes.
 */
export function createScanLink(api: ApiClient, id: number, idLocation: number | null) {
  return api.post(
    fillPath(recognitionPaths.scanLink, { id }),
    { idLocation },
    { parser: scanLinkCreatedSchema },
  );
}

export function useCreateScanLink(id: number) {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idLocation: number | null) => createScanLink(inventory, id, idLocation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.scanLinks(id) }),
  });
}
