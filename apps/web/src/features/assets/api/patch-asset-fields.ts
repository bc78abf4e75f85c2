import { type AssetFieldsPatch, assetPaths } from '@inventario/shared/contracts/assets';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { fillPath } from '@/lib/api/path.ts';

/**
 * `PATCH /asset/{id}/fields`: the multiple edit, one asset per call so the screen shows real progress.
 * No hook: the progress runner calls it one asset after the other and reloads the grid once at the end.
 */
export async function patchAssetFields(api: ApiClient, id: number, patch: AssetFieldsPatch): Promise<void> {
  await api.request(fillPath(assetPaths.fields, { id }), { method: 'PATCH', body: patch });
}
