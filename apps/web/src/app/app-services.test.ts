import { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackendClients } from '@/lib/api/backend-clients.tsx';
import { type AppServices, prefetchForStoredSignIn } from './app-services.ts';
import { prefetchRouteData } from './router/preload-route.ts';

vi.mock('./router/preload-route.ts', () => ({ prefetchRouteData: vi.fn() }));

const events: string[] = [];

function servicesWithStoredUser(
  user: { expired: boolean } | null | Error,
  session: () => Promise<string> = () => Promise.resolve('session-token'),
): AppServices {
  const getUser =
    user instanceof Error
      ? () => Promise.reject(user)
      : () => Promise.resolve(user && { ...user, profile: { sub: 'u1' } });
  const ensure = vi.fn((subject: string) => {
    events.push(`ensure ${subject}`);
    return session();
  });
  return {
    userManager: { getUser } as unknown as UserManager,
    queryClient: new QueryClient(),
    clients: { sessions: { ensure, close: vi.fn() } } as unknown as BackendClients,
  };
}

describe('prefetchForStoredSignIn', () => {
  beforeEach(() => {
    events.length = 0;
    vi.mocked(prefetchRouteData).mockReset();
    vi.mocked(prefetchRouteData).mockImplementation(() => {
      events.push('prefetch');
    });
  });

  it("reads the opened screen's data for a stored sign-in, after its backend session (spec 01 §4)", async () => {
    const services = servicesWithStoredUser({ expired: false });
    await prefetchForStoredSignIn(services, '/dashboard');
    expect(events).toEqual(['ensure u1', 'prefetch']);
    expect(prefetchRouteData).toHaveBeenCalledWith('/dashboard', services);
  });

  it('shares the session with the startup, which finds it read', async () => {
    const services = servicesWithStoredUser({ expired: false });
    await prefetchForStoredSignIn(services, '/dashboard');
    expect(services.queryClient.getQueryData(['session', 'backend', 'u1'])).toBe('session-token');
  });

  it('reads nothing when the backend session cannot be had: the startup shows why', async () => {
    await prefetchForStoredSignIn(
      servicesWithStoredUser({ expired: false }, () => Promise.reject(new Error('userError'))),
      '/dashboard',
    );
    expect(prefetchRouteData).not.toHaveBeenCalled();
  });

  it.each([
    ['no stored sign-in', null],
    ['an expired sign-in', { expired: true }],
    ['an unreadable store', new Error('storage denied')],
  ])('reads nothing before the first render with %s', async (_, user) => {
    await prefetchForStoredSignIn(servicesWithStoredUser(user), '/dashboard');
    expect(events).toEqual([]);
  });
});
