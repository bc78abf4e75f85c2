import { movementPaths } from '@inventario/shared/contracts/movements';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `GET /movement/{id}/atLeastOneAssetCreatedDirectlyIsPresent`: whether the voucher holds assets
 * entered in it, which deleting it deletes (asked right before the delete confirm, so never cached).
 */
export function checkCreatedDirectly(api: ApiClient, id: number): Promise<boolean> {
  return api.get(fillPath(movementPaths.createdDirectly, { id }), { parser: z.boolean() });
}
