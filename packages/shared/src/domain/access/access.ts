/** Roles and licences of spec 01 §6. */
export const ROLE_DEFAULT = 'inv.default';
export const ROLE_ADMIN = 'inv.admin';
export const ROLE_VENDOR = 'InvAdmin';

export const LICENCE_INVENTORY = 'INV';
export const LICENCE_RENEWAL = 'RIN';
export const LICENCE_BALANCE = 'WWB';
export const LICENCE_PURCHASE = 'ACQ';

export interface Grants {
  roles: readonly string[];
  licenses: readonly string[];
}

/**
 * The licence flags every view receives (spec 01 §2 "Layouts": has-bilancio, has-acquisto,
 * has-rinnovo), which gate the features of spec 01 §6: invoices and the balance (WWB, the school's
 * accounting, where e-invoices arrive), purchases (ACQ) and the renewal (RIN). The spec does not say
 * how they are computed: each is its licence.
 */
export interface LicenceFlags {
  hasBilancio: boolean;
  hasAcquisto: boolean;
  hasRinnovo: boolean;
}

export function licenceFlags(licenses: readonly string[]): LicenceFlags {
  return {
    hasBilancio: licenses.includes(LICENCE_BALANCE),
    hasAcquisto: licenses.includes(LICENCE_PURCHASE),
    hasRinnovo: licenses.includes(LICENCE_RENEWAL),
  };
}

/** What a route asks of its user; `public` routes ask nothing. */
export interface RouteRequirement {
  public?: boolean;
  roles?: readonly string[];
  licenses?: readonly string[];
}

export type RouteDecision = 'allowed' | 'unauthorized' | 'notFound';

/** A user may enter the product only with licence INV and role inv.default (spec 01 §4.1). */
export function canEnter(grants: Grants): boolean {
  return grants.licenses.includes(LICENCE_INVENTORY) && grants.roles.includes(ROLE_DEFAULT);
}

export function isVendorStaff(grants: Grants): boolean {
  return grants.roles.includes(ROLE_VENDOR);
}

/**
 * Decides a route for a user. A user who cannot enter is unauthorized everywhere but public pages; a
 * route whose role or licence the user lacks answers "not found", so that vendor-only pages are not
 * revealed to schools (spec 01 §6).
 */
export function decideRoute(requirement: RouteRequirement, grants: Grants): RouteDecision {
  if (requirement.public) return 'allowed';
  if (!canEnter(grants)) return 'unauthorized';
  const roles = requirement.roles ?? [ROLE_DEFAULT];
  if (!roles.every((role) => grants.roles.includes(role))) return 'notFound';
  const licenses = requirement.licenses ?? [];
  if (!licenses.every((licence) => grants.licenses.includes(licence))) return 'notFound';
  return 'allowed';
}

export interface RoleGroup {
  /** The part of the role before the first dot, or the whole role when it has none. */
  group: string;
  /** The remainders after the first dot, shown in the chip's tooltip. */
  members: string[];
}

/** Groups roles by the part before the first dot, for the user menu chips (spec 01 §2). */
export function groupRoles(roles: readonly string[]): RoleGroup[] {
  const groups = new Map<string, string[]>();
  for (const role of roles) {
    const dot = role.indexOf('.');
    const group = dot < 0 ? role : role.slice(0, dot);
    const rest = dot < 0 ? '' : role.slice(dot + 1);
    const members = groups.get(group) ?? [];
    if (rest && !members.includes(rest)) members.push(rest);
    groups.set(group, members);
  }
  return [...groups].map(([group, members]) => ({ group, members }));
}
