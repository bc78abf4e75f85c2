import { Navigate, type RouteObject } from 'react-router';
import { ErrorLayout } from '@/app/layouts/error-layout.tsx';
import { PlainLayout } from '@/app/layouts/plain-layout.tsx';
import { CrashPage } from '@/features/errors/pages/crash-page.tsx';
import { PageLoader } from './page-loader.tsx';
import { RootFrame } from './root-frame.tsx';
import { type AppRoute, errorRoute, notFoundRoute, shellRoutes } from './route-table.ts';

/** A screen as a react-router route: its meta in `handle`, its code loaded on first visit. */
function toRouteObject(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: route.meta,
    lazy: async () => ({ Component: (await route.load()).default }),
  };
}

/**
 * The route tree: the root redirects to the dashboard, public error pages sit outside the sign-in
 * gate in their own layouts, every other screen is inside the authenticated area and the normal
 * layout, and anything unknown goes to `/404`.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      Component: RootFrame,
      ErrorBoundary: CrashPage,
      HydrateFallback: PageLoader,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { Component: PlainLayout, children: [toRouteObject(errorRoute)] },
        { Component: ErrorLayout, children: [toRouteObject(notFoundRoute)] },
        {
          // The sign-in gate and the shell are code of their own: the first screen (sign-in redirect,
          // public error pages) does not wait for the drawer, the toolbar and their icons.
          lazy: async () => ({
            Component: (await import('@/shell/session/authenticated-area.tsx')).AuthenticatedArea,
          }),
          children: [
            {
              lazy: async () => ({
                Component: (await import('@/app/layouts/normal-layout.tsx')).NormalLayout,
              }),
              children: shellRoutes.map(toRouteObject),
            },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}
