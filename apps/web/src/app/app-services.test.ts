import { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendClients } from '@/lib/api/backend-clients.tsx';
import { type AppServices, prefetchForStoredSignIn } from './app-services.ts';
import { prefetchRouteData } from './router/preload-route.ts';

vi.mock('./router/preload-route.ts', () => ({ prefetchRouteData: vi.fn() }));

function servicesWithStoredUser(user: { expired: boolean } | null | Error): AppServices {
  const getUser = user instanceof Error ? () => Promise.reject(user) : () => Promise.resolve(user);
  return {
    userManager: { getUser } as unknown as UserManager,
    queryClient: new QueryClient(),
    clients: {} as BackendClients,
  };
}

describe('prefetchForStoredSignIn', () => {
  beforeEach(() => vi.mocked(prefetchRouteData).mockClear());

  it("starts reading the opened screen's data for a stored sign-in that has not expired", async () => {
    const services = servicesWithStoredUser({ expired: false });
    await prefetchForStoredSignIn(services, '/dashboard');
    expect(prefetchRouteData).toHaveBeenCalledWith('/dashboard', services);
  });

  it.each([
    ['no stored sign-in', null],
    ['an expired sign-in', { expired: true }],
    ['an unreadable store', new Error('storage denied')],
  ])('reads nothing before the first render with %s', async (_, user) => {
    await prefetchForStoredSignIn(servicesWithStoredUser(user), '/dashboard');
    expect(prefetchRouteData).not.toHaveBeenCalled();
  });
});
