import type { RouteRequirement } from '@inventario/shared/domain/access/access';
import { useMatches } from 'react-router';
import type { italian } from '@/app/i18n/resources.ts';

/** The three page frames of spec 01 §2: the full shell, a bare page, and the error page frame. */
export type LayoutName = 'normal' | 'plain' | 'error';

export type RouteTitleKey = keyof typeof italian.routes;

/** Movement types of the shared movement screen (spec 01 §2, §9). */
export type MovementType = 1 | 2 | 3 | 5 | 6;

/** Import types of the shared import screen (spec 01 §2, §9). */
export type ImportType = 1 | 2 | 3 | 4;

/**
 * What a route declares about itself, kept in react-router's `handle`: who may open it (checked with
 * the shared `decideRoute`), its frame, its title, and for shared screens the type that selects them.
 */
export interface RouteMeta extends RouteRequirement {
  layout: LayoutName;
  titleKey: RouteTitleKey;
  /** Route parameters whose change re-creates the page (spec 01 §2 "Layouts"). */
  remountOn?: readonly string[];
  movementType?: MovementType;
  importType?: ImportType;
}

export function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null && 'layout' in handle && 'titleKey' in handle;
}

/** The meta of the deepest matched route that declares one. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return undefined;
}
