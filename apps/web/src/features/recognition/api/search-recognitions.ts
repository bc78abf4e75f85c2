import {
  recognitionPageSchema,
  recognitionPaths,
  type recognitionSearchSchema,
} from '@inventario/shared/contracts/recognition';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';
import { recognitionKeys } from './recognition-keys.ts';

export type RecognitionSearch = z.input<typeof recognitionSearchSchema>;

/** `POST /recognition/search/{page}/{size}` (page from 1): the school's recognitions, newest first by default. */
export function searchRecognitions(api: ApiClient, page: number, size: number, search: RecognitionSearch) {
  return api.post(fillPath(recognitionPaths.search, { page, size }), search, {
    parser: recognitionPageSchema,
  });
}

/** The ongoing recognition, if any (one per school at most): the list's "new" button waits for it. */
export function useOngoingRecognition() {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: recognitionKeys.ongoing(),
    queryFn: async () =>
      (await searchRecognitions(inventory, 1, 1, { status: 'ongoing' })).recognitions[0] ?? null,
  });
}
