import type { QueryClient } from '@tanstack/react-query';
import type { UserManager } from 'oidc-client-ts';
import { backendSessionQuery } from '@/features/session/api/get-backend-session.ts';
import { type BackendClients, createBackendClients } from '@/lib/api/backend-clients.tsx';
import { createUserManager } from '@/lib/auth/user-manager.ts';
import { createQueryClient } from '@/lib/query/query-client.ts';
import type { AppConfig } from './config/load-web-config.ts';
import { prefetchRouteData } from './router/preload-route.ts';
import type { PrefetchContext } from './router/route-table.ts';

/** What the application holds for the whole page's life: the sign-in client, the query cache and the API clients. */
export interface AppServices {
  userManager: UserManager;
  queryClient: QueryClient;
  clients: BackendClients;
}

export function createAppServices(config: AppConfig): AppServices {
  const userManager = createUserManager(config);
  return {
    userManager,
    queryClient: createQueryClient(),
    clients: createBackendClients(config, userManager),
  };
}

/**
 * Reads the opened screen's data once the backend session is there (spec 01 §4 "Startup after
 * login": the session token before any other call), through the same query the shell's startup waits
 * on: a stored session of the same user costs no request. A failure is the startup's to show.
 */
export async function prefetchAfterSession(
  services: PrefetchContext,
  route: string,
  subject: string,
): Promise<void> {
  const session = await services.queryClient
    .fetchQuery(backendSessionQuery(services.clients.sessions, subject))
    .catch(() => null);
  if (session) prefetchRouteData(route, services);
}

/**
 * A page load of a user still signed in (the stored sign-in has not expired) starts reading its
 * screen's data before the first render, as soon as the API clients exist: the read then runs beside
 * the rendering of the sign-in gate and the shell rather than after them.
 */
export async function prefetchForStoredSignIn(services: AppServices, route: string): Promise<void> {
  const user = await services.userManager.getUser().catch(() => null);
  if (user && !user.expired) await prefetchAfterSession(services, route, user.profile.sub);
}
