import { matchRoutes } from 'react-router';
import { isRootRoute } from '@/lib/auth/sign-in-return.ts';
import { buildRoutes } from './build-routes.tsx';

/**
 * Starts fetching the code of the screen a page load opens (the sign-in gate, the shell and the page)
 * while the application starts (config.json, the texts, the stored sign-in), rather than after its
 * first render; the router then finds it loaded. The root, and the sign-in's return to it, open the
 * dashboard. A failure is left to the router, which loads the same code again and shows its error.
 */
export function preloadRoute(route: string): void {
  const path = route.split('?')[0] ?? '/';
  const matches = matchRoutes(buildRoutes(), isRootRoute(path) ? '/dashboard' : path) ?? [];
  for (const { route: matched } of matches) {
    if (typeof matched.lazy === 'function') matched.lazy().catch(() => undefined);
  }
}
