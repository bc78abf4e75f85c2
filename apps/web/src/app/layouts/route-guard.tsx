import { decideRoute } from '@inventario/shared/domain/access/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useRouteMeta } from '@/app/router/route-meta.ts';
import { useSession } from '@/shell/session/session-context.tsx';

/**
 * Applies the route's roles and licences (spec 01 §6) with the shared `decideRoute`: a user who may
 * not enter goes to `#/error/unauthorized`; a route the user lacks a role or licence for is `#/404`,
 * so vendor-only pages are not revealed.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const meta = useRouteMeta();
  const { claims } = useSession();
  const decision = decideRoute(meta ?? {}, claims);
  if (decision === 'unauthorized') return <Navigate to="/error/unauthorized" replace />;
  if (decision === 'notFound') return <Navigate to="/404" replace />;
  return children;
}
