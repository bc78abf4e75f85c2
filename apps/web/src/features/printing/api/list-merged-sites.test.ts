import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/api-client.ts';
import { listMergedSites } from './list-merged-sites.ts';

describe("the merged-sites dialog's sites", () => {
  it('are the sites of the merge packages the school received or handed over, not its own sites', async () => {
    const site = {
      id: 11,
      code: 'RM01',
      description: 'Sede',
      city: null,
      address: null,
      mergeId: 7,
      sellerName: 'Liceo',
    };
    const get = vi.fn(async () => [site]);
    await expect(listMergedSites({ get } as unknown as ApiClient)).resolves.toEqual([site]);
    expect(get).toHaveBeenCalledWith(
      '/site/merged/confirmed/list',
      expect.objectContaining({ parser: expect.anything() }),
    );
  });
});
