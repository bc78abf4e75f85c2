import { createHash, randomBytes } from 'node:crypto';
import { TestBrowser } from './test-browser.ts';

export { TestBrowser } from './test-browser.ts';

export interface TestTokens {
  accessToken: string;
  refreshToken?: string;
  idToken: string;
}

export interface SignInOptions {
  remember?: boolean;
  /** Reuse a browser (its cookies) to sign in, e.g. to open the account pages afterwards. */
  browser?: TestBrowser;
  clientId?: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  revocation_endpoint: string;
}

const defaultClientId = 'inventario-web';

/**
 * Signs in as the SPA does, over HTTP against a listening server: authorization code flow with PKCE,
 * the real login form, and the code exchanged at the token endpoint.
 */
export async function signInForTest(
  baseUrl: string,
  username: string,
  password: string,
  options: SignInOptions = {},
): Promise<TestTokens> {
  const browser = options.browser ?? new TestBrowser();
  const clientId = options.clientId ?? defaultClientId;
  const { discovery, authorization, redirectUri, verifier, state } = await authorizationRequest(
    baseUrl,
    clientId,
  );

  let step = await browser.follow(await browser.request(authorization), authorization, redirectUri);
  if (!step.url.href.startsWith(redirectUri)) {
    const form = await readLoginForm(step.response, step.url);
    const fields = { csrf: form.csrf, username, password, ...(options.remember ? { remember: 'on' } : {}) };
    step = await browser.follow(await browser.submit(form.action, fields), form.action, redirectUri);
    if (!step.url.href.startsWith(redirectUri)) throw await signInFailure(step);
  }
  const code = authorizationCode(step, state);
  return exchange(discovery.token_endpoint, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: clientId,
    code_verifier: verifier,
  });
}

/** The login page of a new authorization request, ready to take passwords one after the other. */
export interface LoginForm {
  browser: TestBrowser;
  /** The headers the login page came with. */
  headers: Headers;
  /** The login page's HTML. */
  page: string;
  /** Submits a password; answers the page (the form again) or the redirect of a sign-in. */
  submit(username: string, password: string): Promise<LoginAnswer>;
}

export interface LoginAnswer {
  status: number;
  /** The form's error message, when the form came back. */
  alert: string | undefined;
  retryAfter: string | null;
  /** True when the sign-in went through (the provider redirects on). */
  signedIn: boolean;
  headers: Headers;
}

/** Opens the login form as the SPA would send a browser there; `browser` may carry headers. */
export async function openLoginForm(baseUrl: string, browser = new TestBrowser()): Promise<LoginForm> {
  const { authorization, redirectUri } = await authorizationRequest(baseUrl, defaultClientId);
  const step = await browser.follow(await browser.request(authorization), authorization, redirectUri);
  let form = await readLoginForm(step.response, step.url);
  return {
    browser,
    headers: step.response.headers,
    page: form.page,
    async submit(username, password) {
      const response = await browser.submit(form.action, { csrf: form.csrf, username, password });
      if (response.status >= 300 && response.status < 400) {
        await response.body?.cancel();
        const { status, headers } = response;
        return { status, alert: undefined, retryAfter: null, signedIn: true, headers };
      }
      const page = await response.text();
      const csrf = page.match(/name="csrf" value="([^"]+)"/)?.[1];
      if (csrf) form = { ...form, csrf: decodeEntities(csrf) };
      return {
        status: response.status,
        alert: decodeEntities(/role="alert">([^<]*)</.exec(page)?.[1] ?? '') || undefined,
        retryAfter: response.headers.get('retry-after'),
        signedIn: false,
        headers: response.headers,
      };
    },
  };
}

/** Uses a refresh token as the SPA's silent renew does; throws with the provider's error code on refusal. */
export async function refreshForTest(
  baseUrl: string,
  refreshToken: string,
  clientId = defaultClientId,
): Promise<TestTokens> {
  const discovery = await discover(baseUrl);
  return exchange(discovery.token_endpoint, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
}

/** Revokes a token at the revocation endpoint, as the SPA does on logout. */
export async function revokeForTest(
  baseUrl: string,
  token: string,
  clientId = defaultClientId,
): Promise<Response> {
  const discovery = await discover(baseUrl);
  return fetch(discovery.revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, client_id: clientId }).toString(),
  });
}

/** The SPA's authorization request: code flow with PKCE, back to `/inventario/`. */
async function authorizationRequest(baseUrl: string, clientId: string) {
  const discovery = await discover(baseUrl);
  const redirectUri = `${trimSlash(baseUrl)}/inventario/`;
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(16).toString('base64url');
  const authorization = new URL(discovery.authorization_endpoint);
  authorization.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
    nonce: randomBytes(16).toString('base64url'),
  }).toString();
  return { discovery, authorization, redirectUri, verifier, state };
}

async function discover(baseUrl: string): Promise<Discovery> {
  const response = await fetch(`${trimSlash(baseUrl)}/auth/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`discovery failed: HTTP ${response.status}`);
  return (await response.json()) as Discovery;
}

async function readLoginForm(
  response: Response,
  url: URL,
): Promise<{ action: URL; csrf: string; page: string }> {
  const page = await response.text();
  const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
  const csrf = page.match(/name="csrf" value="([^"]+)"/)?.[1];
  if (response.status !== 200 || !action || !csrf) {
    throw new Error(
      `expected the login page at ${url.href}, got HTTP ${response.status}: ${page.slice(0, 300)}`,
    );
  }
  return { action: new URL(decodeEntities(action), url), csrf: decodeEntities(csrf), page };
}

async function signInFailure(step: { response: Response; url: URL }): Promise<Error> {
  const page = await step.response.text();
  const alert = /role="alert">([^<]*)</.exec(page)?.[1];
  return new Error(
    `sign-in failed at ${step.url.href} (HTTP ${step.response.status}): ${alert ?? page.slice(0, 300)}`,
  );
}

function authorizationCode(step: { response: Response; url: URL }, state: string): string {
  const params = step.url.searchParams;
  if (params.get('error'))
    throw new Error(`sign-in refused: ${params.get('error')} ${params.get('error_description') ?? ''}`);
  if (params.get('state') !== state) throw new Error('sign-in answered with another state');
  const code = params.get('code');
  if (!code) throw new Error(`no authorization code in ${step.url.href}`);
  return code;
}

async function exchange(tokenEndpoint: string, fields: Record<string, string>): Promise<TestTokens> {
  const response = await fetch(tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await response.json()) as Record<string, string | undefined>;
  if (!response.ok || !body.access_token || !body.id_token) {
    throw new Error(
      `token request failed: HTTP ${response.status} ${body.error ?? ''} ${body.error_description ?? ''}`,
    );
  }
  const tokens: TestTokens = { accessToken: body.access_token, idToken: body.id_token };
  if (body.refresh_token) tokens.refreshToken = body.refresh_token;
  return tokens;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function trimSlash(url: string): string {
  return url.replace(/\/$/, '');
}
