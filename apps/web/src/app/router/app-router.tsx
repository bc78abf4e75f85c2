import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { useBackendClients } from '@/lib/api/backend-clients.tsx';
import { prefetchAfterSession } from '../app-services.ts';
import { buildRoutes } from './build-routes.tsx';

/**
 * Hash routing under `/inventario/` without a basename (STACK-NOTES "Web toolchain": a basename would
 * apply inside the `#`). Created once, after the sign-in callback has cleaned the address, because
 * the router reads the location when it is created. A signed-in user's first screen starts reading
 * its data as soon as the backend session is there, while its code and the shell load.
 */
export function AppRouter({ subject }: { subject: string | undefined }) {
  const [router] = useState(() => createHashRouter(buildRoutes()));
  const queryClient = useQueryClient();
  const clients = useBackendClients();
  useEffect(() => {
    if (subject) void prefetchAfterSession({ queryClient, clients }, router.state.location.pathname, subject);
  }, [subject, router, queryClient, clients]);
  return <RouterProvider router={router} />;
}
