import {
  type Grants,
  LICENCE_BALANCE,
  LICENCE_INVENTORY,
  LICENCE_PURCHASE,
  LICENCE_RENEWAL,
  ROLE_ADMIN,
  ROLE_DEFAULT,
  ROLE_VENDOR,
} from '@inventario/shared/domain/access/access';

/** The roles the product knows (spec 01 §6), by the key of their explanation (`help.authorizations.roles.*`). */
const KNOWN_ROLES = { [ROLE_DEFAULT]: 'default', [ROLE_ADMIN]: 'admin', [ROLE_VENDOR]: 'vendor' } as const;
type KnownRole = (typeof KNOWN_ROLES)[keyof typeof KNOWN_ROLES];

/** The licences of spec 01 §6, in the order they open the product: INV first, without which nothing does. */
export const LICENCES = [LICENCE_INVENTORY, LICENCE_RENEWAL, LICENCE_BALANCE, LICENCE_PURCHASE] as const;
export type Licence = (typeof LICENCES)[number];

export interface Authorizations {
  roles: { role: string; known: KnownRole | undefined }[];
  licences: { licence: Licence; held: boolean }[];
}

/**
 * What the user may do, from the token's grants: each role with its explanation when the product
 * knows it, and every licence of the product, held or not (a missing RIN is why renewal is greyed out).
 */
export function authorizationsOf(grants: Grants): Authorizations {
  return {
    roles: grants.roles.map((role) => ({
      role,
      known: role in KNOWN_ROLES ? KNOWN_ROLES[role as keyof typeof KNOWN_ROLES] : undefined,
    })),
    licences: LICENCES.map((licence) => ({ licence, held: grants.licenses.includes(licence) })),
  };
}
