import { registerPictureSchema, yearPicturesPath } from '@inventario/shared/contracts/value-vouchers';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { financialYearKeys } from '@/features/reference-lists';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { fillPath } from '@/lib/api/path.ts';

/** `GET /financialYear/{id}/pictures`: a closed year's historical pictures of the registers. */
export function getYearPictures(api: ApiClient, id: number) {
  return api.get(fillPath(yearPicturesPath, { id }), { parser: z.array(registerPictureSchema) });
}

export function useYearPictures(id: number) {
  const { inventory } = useBackendClients();
  return useQuery({
    queryKey: financialYearKeys.pictures(id),
    queryFn: () => getYearPictures(inventory, id),
  });
}
