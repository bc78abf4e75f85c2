import Provider, {
  type ClientMetadata,
  type Configuration,
  errors,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAccountHooks, productClaims } from './accounts.ts';
import { createPostgresAdapter } from './oidc-adapter.ts';
import { errorPage } from './pages/error-page.ts';
import { logoutConfirmPage, signedOutPage } from './pages/logout-pages.ts';
import { messagesFor, pickLanguage } from './pages/messages.ts';
import type { IdentitySecrets } from './secrets.ts';

/** The account pages' own client: it only establishes the browser session (response_type none). */
export const accountClientId = 'inventario-account';
export const revocationPath = '/oauth2/revoke';
/** The logout page's script (login.routes.ts), under the issuer's path. */
export const confirmLogoutScriptPath = '/scripts/confirm-logout.js';
/** Served by our own route (userinfo.routes.ts), listed in discovery by the provider. */
export const userinfoPath = '/me';

const day = 24 * 60 * 60;
export const lifetimes = {
  rememberedSession: 30 * day,
  /** A session without "Ricordami": a working day, and its cookie dies with the browser. */
  browserSession: 12 * 60 * 60,
  refreshToken: 30 * day,
  grant: 30 * day,
  idToken: 60 * 60,
  interaction: 60 * 60,
};

export interface ProviderDeps {
  config: Config;
  db: Db;
  secrets: IdentitySecrets;
}

/** Path of the issuer (`/auth`), where every page of the identity provider lives. */
export function issuerPath(config: Config): string {
  return new URL(config.oidcIssuer).pathname.replace(/\/$/, '');
}

export function createOidcProvider({ config, db, secrets }: ProviderDeps): Provider {
  const accounts = createAccountHooks(() => provider, db);
  const provider = new Provider(config.oidcIssuer, {
    adapter: createPostgresAdapter(db),
    clients: [webClient(config), accountClient(config)],
    jwks: secrets.signingKeys as Configuration['jwks'],
    cookies: {
      keys: secrets.cookieKeys,
      names: {
        session: 'inventario_session',
        interaction: 'inventario_interaction',
        resume: 'inventario_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: issuerPath(config) },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    // Only OpenID scopes here: the API's access comes from the resource indicator below.
    scopes: ['openid', 'profile', 'offline_access'],
    claims: { openid: ['sub'], profile: [...productClaims] },
    // Product claims go into the ID token too, not only to userinfo.
    conformIdTokenClaims: false,
    responseTypes: ['code', 'none'],
    findAccount: accounts.findAccount,
    extraTokenClaims: (ctx, token) =>
      token.kind === 'AccessToken' ? accounts.extraTokenClaims(ctx, token) : undefined,
    issueRefreshToken,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.oidcAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => apiResourceServer(config, resource),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutConfirmPage(
            ...pageLanguage(ctx),
            form,
            `${issuerPath(config)}${confirmLogoutScriptPath}`,
          );
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = signedOutPage(...pageLanguage(ctx), appUrl(config));
        },
      },
    },
    routes: { revocation: revocationPath, userinfo: userinfoPath },
    interactions: { url: (_ctx, interaction) => `${issuerPath(config)}/interaction/${interaction.uid}` },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(...pageLanguage(ctx), appUrl(config), out.error);
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => new URL(uri).origin === origin) ?? false,
    ttl: {
      AccessToken: () => config.accessTokenTtlSeconds,
      AuthorizationCode: () => 60,
      IdToken: () => lifetimes.idToken,
      Interaction: () => lifetimes.interaction,
      Grant: () => lifetimes.grant,
      Session: (_ctx, session) =>
        session.transient ? lifetimes.browserSession : lifetimes.rememberedSession,
      RefreshToken: refreshTokenTtl,
    },
  });
  provider.proxy = true;
  provider.use(acceptRevocationOfJwtAccessTokens);
  return provider;
}

/**
 * The SPA revokes its access token on logout (spec 01 §4). A JWT access token cannot be revoked (it
 * simply expires soon), and oidc-provider answers `unsupported_token_type`; RFC 7009 lets us answer
 * 200 instead, so the logout goes on. The refresh token and the session are what really end.
 */
async function acceptRevocationOfJwtAccessTokens(ctx: KoaContextWithOIDC, next: () => Promise<void>) {
  await next();
  const body = ctx.body as { error?: string } | undefined;
  if (ctx.oidc?.route === 'revocation' && body?.error === 'unsupported_token_type') {
    ctx.status = 200;
    ctx.body = '';
  }
}

function webClient(config: Config): ClientMetadata {
  const web = `${config.publicUrl}/inventario/`;
  return {
    client_id: config.oidcClientId,
    client_name: 'Inventario',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    redirect_uris: [web, `${config.publicUrl}/inventario/popup-callback.html`],
    post_logout_redirect_uris: [web],
    // The ID token says when the user authenticated: the web client welcomes back only a user whose
    // authentication is older than this sign-in (a remembered session), not one who just typed it.
    require_auth_time: true,
  };
}

function accountClient(config: Config): ClientMetadata {
  return {
    client_id: accountClientId,
    client_name: 'Inventario',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    response_types: ['none'],
    grant_types: [],
    redirect_uris: [`${config.oidcIssuer}/account/signed-in`],
  };
}

function apiResourceServer(config: Config, resource: string) {
  if (resource !== config.oidcAudience) throw new errors.InvalidTarget();
  return {
    scope: '',
    audience: config.oidcAudience,
    accessTokenTTL: config.accessTokenTtlSeconds,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'ES256' as const } },
  };
}

/**
 * oidc-provider drops `offline_access` from every authorization request without `prompt=consent`,
 * which our first-party clients never show; so refresh tokens go to every code exchange of a client
 * allowed the grant. Without `offline_access` they also end with the browser session (logout, expiry).
 */
function issueRefreshToken(_ctx: KoaContextWithOIDC, client: { grantTypeAllowed(type: string): boolean }) {
  return client.grantTypeAllowed('refresh_token');
}

function refreshTokenTtl(ctx: KoaContextWithOIDC): number {
  // A rotated token keeps the remaining lifetime of the one it replaces: rotation never extends it.
  const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
  return rotated ? Math.max(rotated.remainingTTL, 1) : lifetimes.refreshToken;
}

function pageLanguage(ctx: KoaContextWithOIDC) {
  const language = pickLanguage(
    ctx.get('accept-language'),
    ctx.oidc?.params?.ui_locales as string | undefined,
  );
  return [language, messagesFor(language)] as const;
}

function appUrl(config: Config): string {
  return `${config.publicUrl}/inventario/`;
}
