import { useState } from 'react';
import { createHashRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { buildRoutes } from './build-routes.tsx';

/**
 * Hash routing under `/inventario/` without a basename (STACK-NOTES "Web toolchain": a basename would
 * apply inside the `#`). Created once, after the sign-in callback has cleaned the address, because
 * the router reads the location when it is created.
 */
export function AppRouter() {
  const [router] = useState(() => createHashRouter(buildRoutes()));
  return <RouterProvider router={router} />;
}
