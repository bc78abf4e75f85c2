import type { Account, KoaContextWithOIDC, Provider } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { findIdentityUserBySubject, type IdentityUser, subjectOf } from './users.repo.ts';

/** The product's claims (spec 01 §3), carried by the access token, the ID token and userinfo. */
export const productClaims = [
  'preferred_username',
  'given_name',
  'family_name',
  'full_name',
  'name',
  'customer_code',
  'licenses',
  'roles',
  'is_remembered',
] as const;

export type ProductClaims = Record<(typeof productClaims)[number], unknown> & {
  preferred_username: string;
  licenses: string[];
  roles: string[];
  is_remembered: boolean;
};

export interface InventarioAccount extends Account {
  user: IdentityUser;
}

export function productClaimsOf(user: IdentityUser, remembered: boolean): ProductClaims {
  const fullName = `${user.givenName} ${user.familyName}`.trim();
  return {
    preferred_username: user.username,
    given_name: user.givenName,
    family_name: user.familyName,
    full_name: fullName,
    name: fullName,
    customer_code: user.customerCode,
    licenses: [...user.licenses],
    roles: [...user.roles],
    is_remembered: remembered,
  };
}

/** Tokens and codes remember the browser session they were issued in. */
function sessionUidOf(token: object | undefined): string | undefined {
  const uid = token && 'sessionUid' in token ? token.sessionUid : undefined;
  return typeof uid === 'string' ? uid : undefined;
}

/**
 * Builds oidc-provider's account hooks. "Ricordami" is the browser session's choice (a persistent,
 * non-transient session), so `is_remembered` is read from the session the token descends from.
 */
export function createAccountHooks(provider: () => Provider, db: Db) {
  const rememberedByRequest = new WeakMap<KoaContextWithOIDC, Promise<boolean>>();

  function isRemembered(ctx: KoaContextWithOIDC, token?: object): Promise<boolean> {
    const cached = rememberedByRequest.get(ctx);
    if (cached) return cached;
    const lookup = lookUpRemembered(ctx, token);
    rememberedByRequest.set(ctx, lookup);
    return lookup;
  }

  async function lookUpRemembered(ctx: KoaContextWithOIDC, token?: object): Promise<boolean> {
    const { entities } = ctx.oidc;
    const source = token ?? entities.AccessToken ?? entities.RefreshToken ?? entities.AuthorizationCode;
    const uid = sessionUidOf(source) ?? ctx.oidc.session?.uid;
    if (!uid) return false;
    const session = await provider().Session.findByUid(uid);
    return session ? !session.transient : false;
  }

  async function findAccount(ctx: KoaContextWithOIDC, sub: string, token?: object) {
    const user = await findIdentityUserBySubject(db, sub);
    if (!user) return undefined;
    const account: InventarioAccount = {
      accountId: subjectOf(user),
      user,
      claims: async () => ({
        sub: subjectOf(user),
        ...productClaimsOf(user, await isRemembered(ctx, token)),
      }),
    };
    return account;
  }

  async function extraTokenClaims(ctx: KoaContextWithOIDC, token: { accountId?: string | undefined }) {
    const current = ctx.oidc.entities.Account as InventarioAccount | undefined;
    const user =
      current && current.accountId === token.accountId
        ? current.user
        : token.accountId
          ? await findIdentityUserBySubject(db, token.accountId)
          : undefined;
    if (!user) return undefined;
    return productClaimsOf(user, await isRemembered(ctx, token));
  }

  return { findAccount, extraTokenClaims };
}
