/**
 * Where the user was going when the sign-in redirect started, carried through the identity provider in
 * the OpenID `state`, and whether the session began at the root path (spec 01 §4, welcome-back dialog).
 */
export interface SignInReturn {
  returnTo: string;
}

export function isSignInReturn(value: unknown): value is SignInReturn {
  return typeof value === 'object' && value !== null && typeof (value as SignInReturn).returnTo === 'string';
}

/** The route inside the hash (`#/news?x=1` → `/news?x=1`); the root when there is none. */
export function hashRouteOf(location: Pick<Location, 'hash'>): string {
  const route = location.hash.replace(/^#/, '');
  return route.startsWith('/') ? route : '/';
}

export function isRootRoute(route: string): boolean {
  return route === '/' || route === '';
}

let firstRouteOfLoad: string | undefined;

/** Remembers the first route of this page load (once: later calls are ignored). */
export function rememberFirstRoute(route: string): void {
  firstRouteOfLoad ??= route;
}

/** Overrides the first route after a sign-in redirect, whose real first route travelled in the state. */
export function replaceFirstRoute(route: string): void {
  firstRouteOfLoad = route;
}

/** The route this page load started at (`/` for the bare `/inventario/`). */
export function firstRoute(): string {
  return firstRouteOfLoad ?? '/';
}

export function firstRouteWasRoot(): boolean {
  return isRootRoute(firstRoute());
}
