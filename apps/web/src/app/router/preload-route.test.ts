import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { BackendClients } from '@/lib/api/backend-clients.tsx';
import { prefetchRouteData } from './preload-route.ts';

describe('prefetchRouteData', () => {
  it("reads the opened screen's data once per page load, however many places ask", async () => {
    const get = vi.fn(() => new Promise(() => undefined));
    // Two caches, so that the query cache's own sharing of a read in flight cannot hide a second read.
    const context = () => ({
      queryClient: new QueryClient(),
      clients: { inventory: { get } } as unknown as BackendClients,
    });
    prefetchRouteData('/dashboard', context());
    prefetchRouteData('/dashboard', context());
    await vi.waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(get).toHaveBeenCalledTimes(1);
  });
});
