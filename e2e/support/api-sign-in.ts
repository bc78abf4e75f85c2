import { createHash, randomBytes } from 'node:crypto';
import { type APIRequestContext, type APIResponse, request } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './users.ts';

/**
 * Signs a user in over HTTP as the SPA does in a browser (authorization code with PKCE through the
 * identity provider's real login form, the code exchanged, a backend session opened) and answers the
 * browser state the SPA would have kept: the provider's cookies, and in the app's local storage the
 * OIDC user (as oidc-client-ts stores it) and the backend session token. The specs start from it
 * without spending a page load per user; sign-in.spec.ts drives the login page itself.
 */

const CLIENT_ID = 'inventario-web';

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  token_type?: string;
  scope?: string;
  expires_in: number;
}

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (response.ok()) return response;
  throw new Error(`${what}: HTTP ${response.status()} ${(await response.text()).slice(0, 300)}`);
}

/** Follows the provider's redirects until it sends the browser back to the app with a code. */
async function codeOf(api: APIRequestContext, response: APIResponse, redirectUri: string, state: string) {
  let current = response;
  for (let hop = 0; hop < 10; hop++) {
    const location = current.headers().location;
    if (!location) break;
    const next = new URL(location, current.url());
    if (next.href.startsWith(redirectUri)) {
      if (next.searchParams.get('state') !== state) throw new Error('sign-in answered with another state');
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`no authorization code in ${next.href}`);
      return code;
    }
    current = await api.get(next.href, { maxRedirects: 0 });
  }
  throw new Error(`sign-in did not come back to the app: HTTP ${current.status()} at ${current.url()}`);
}

function claimsOf(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  const {
    auth_time: _authTime,
    nonce: _nonce,
    at_hash: _atHash,
    ...claims
  } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return claims;
}

export async function signedInState(baseURL: string, user: DemoUser) {
  // Inside a test the runner gives a new request context the test's storage state (another user's
  // sign-in cookies): this one starts signed out, whoever the test runs as.
  const api = await request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const discovery = (await (
      await ok(await api.get('/auth/.well-known/openid-configuration'), 'discovery')
    ).json()) as Discovery;
    const redirectUri = `${baseURL}/inventario/`;
    const verifier = randomBytes(32).toString('base64url');
    const state = randomBytes(16).toString('base64url');
    const authorization = new URL(discovery.authorization_endpoint);
    authorization.search = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: redirectUri,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
    }).toString();
    const loginPage = await ok(await api.get(authorization.href), 'the login page');
    const html = await loginPage.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !csrf) throw new Error(`no login form at ${loginPage.url()}`);
    const submitted = await api.post(new URL(action, loginPage.url()).href, {
      form: { csrf, username: user.username, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    const code = await codeOf(api, submitted, redirectUri, state);
    const tokens = (await (
      await ok(
        await api.post(discovery.token_endpoint, {
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            client_id: CLIENT_ID,
            code_verifier: verifier,
          },
        }),
        'the token exchange',
      )
    ).json()) as Tokens;
    const session = (await (
      await ok(
        await api.get('/inventario/api/session/login', {
          headers: { authorization: `Bearer ${tokens.access_token}` },
        }),
        'the backend session',
      )
    ).json()) as { token: string };
    const profile = claimsOf(tokens.id_token);
    const oidcUser = {
      id_token: tokens.id_token,
      session_state: null,
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type ?? 'Bearer',
      scope: tokens.scope ?? '',
      profile,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    };
    const { cookies } = await api.storageState();
    return {
      cookies,
      origins: [
        {
          origin: baseURL,
          localStorage: [
            { name: `oidc.user:${discovery.issuer}:${CLIENT_ID}`, value: JSON.stringify(oidcUser) },
            {
              name: 'inventario.sessionToken',
              value: JSON.stringify({ token: session.token, subject: profile.sub }),
            },
          ],
        },
      ],
    };
  } finally {
    await api.dispose();
  }
}
