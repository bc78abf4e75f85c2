import { mergedSiteSchema, mergePaths } from '@inventario/shared/contracts/merges';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api/api-client.ts';

const mergedSiteListSchema = z.array(mergedSiteSchema);

/**
 * `GET /site/merged/confirmed/list`: the sites of the merge packages the school received or handed
 * over, which the DSGA handover with the merge option is limited to (the merged-sites dialog).
 */
export function listMergedSites(api: ApiClient) {
  return api.get(mergePaths.mergedSites, { parser: mergedSiteListSchema });
}
