import {
  type RecognitionStart,
  recognitionPaths,
  recognitionSchema,
} from '@inventario/shared/contracts/recognition';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { recognitionKeys } from './recognition-keys.ts';

/** `POST /recognition`: counts the goods the registers hold now; one ongoing per school. */
export function startRecognition(api: ApiClient, start: RecognitionStart) {
  return api.post(recognitionPaths.start, start, { parser: recognitionSchema });
}

export function useStartRecognition() {
  const { inventory } = useBackendClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: RecognitionStart) => startRecognition(inventory, start),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recognitionKeys.all }),
  });
}
