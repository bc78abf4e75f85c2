import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { buildRoutes } from './build-routes.tsx';
import { prefetchRouteData } from './preload-route.ts';

/**
 * Hash routing under `/inventario/` without a basename (STACK-NOTES "Web toolchain": a basename would
 * apply inside the `#`). Created once, after the sign-in callback has cleaned the address, because
 * the router reads the location when it is created. A signed-in user's first screen starts reading
 * its data at once, while its code and the shell load.
 */
export function AppRouter({ signedIn }: { signedIn: boolean }) {
  const [router] = useState(() => createHashRouter(buildRoutes()));
  const queryClient = useQueryClient();
  const clients = useBackendClients();
  useEffect(() => {
    if (signedIn) prefetchRouteData(router.state.location.pathname, { queryClient, clients });
  }, [signedIn, router, queryClient, clients]);
  return <RouterProvider router={router} />;
}
