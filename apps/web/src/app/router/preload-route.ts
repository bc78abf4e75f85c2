import { matchRoutes } from 'react-router';
import { isRootRoute } from '@/lib/auth/sign-in-return.ts';
import { buildRoutes } from './build-routes.tsx';
import { type PrefetchContext, shellRoutes } from './route-table.ts';

/** The path a page load opens: the root, and the sign-in's return to it, open the dashboard. */
function openedPath(route: string): string {
  const path = route.split('?')[0] ?? '/';
  return isRootRoute(path) ? '/dashboard' : path;
}

/**
 * Starts fetching the code of the screen a page load opens (the sign-in gate, the shell and the page)
 * while the application starts (config.json, the texts, the stored sign-in), rather than after its
 * first render; the router then finds it loaded. The root, and the sign-in's return to it, open the
 * dashboard. A failure is left to the router, which loads the same code again and shows its error.
 */
export function preloadRoute(route: string): void {
  const matches = matchRoutes(buildRoutes(), openedPath(route)) ?? [];
  for (const { route: matched } of matches) {
    if (typeof matched.lazy === 'function') matched.lazy().catch(() => undefined);
  }
}

/** Whether this page load has started reading its first screen's data. */
let routeDataPrefetched = false;

/**
 * Starts reading the data of the screen a signed-in page load opens (its route's `prefetch`), once per
 * page load: before the first render for a stored sign-in, after the sign-in callback otherwise. A
 * failure is left to the screen, which reads again.
 */
export function prefetchRouteData(route: string, context: PrefetchContext): void {
  if (routeDataPrefetched) return;
  routeDataPrefetched = true;
  const screen = matchRoutes(shellRoutes, openedPath(route))?.[0]?.route;
  screen?.prefetch?.(context).catch(() => undefined);
}
