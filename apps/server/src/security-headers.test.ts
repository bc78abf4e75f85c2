import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLoginForm, signInForTest, TestBrowser } from './identity/sign-in.fixtures.ts';
import { localDocumentStore } from './storage/document-store.ts';
import { call, signedInSchool, startTestApp, type TestApp } from './test/harness.ts';
import { fakeWebDist } from './test/web-dist.fixtures.ts';

/** What every answer carries, whatever its kind (helmet's set, as configured in http/security-headers.ts). */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

type Headers = Record<string, string | string[] | number | undefined> | globalThis.Headers;

function header(headers: Headers, name: string): string | undefined {
  if (headers instanceof globalThis.Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return value === undefined ? undefined : String(value);
}

/** The CSP as directive → sources. */
function policyOf(headers: Headers): Map<string, string[]> {
  const csp = header(headers, 'content-security-policy');
  expect(csp, 'content-security-policy').toBeDefined();
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function expectCommonHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(everyAnswer)) expect(header(headers, name), name).toBe(value);
  // Plain http: no HSTS (it would only be ignored) and no upgrade of subresources.
  expect(header(headers, 'strict-transport-security')).toBeUndefined();
}

/** A page's policy: scripts only from this origin's files, never framed, nothing inline but styles. */
function expectPagePolicy(headers: Headers) {
  expectCommonHeaders(headers);
  const policy = policyOf(headers);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')?.[0]).toBe("'self'");
  expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.has('upgrade-insecure-requests')).toBe(false);
  expect(header(headers, 'cross-origin-opener-policy')).toBe('same-origin');
  return policy;
}

/** JSON and files: nothing to load, never framed. */
function expectApiPolicy(headers: Headers) {
  expectCommonHeaders(headers);
  expect(header(headers, 'content-security-policy')).toBe("default-src 'none';frame-ancestors 'none'");
}

describe('security headers', () => {
  let t: TestApp;
  let webDist: string;
  const documentsSecret = 'a-documents-secret-of-at-least-32-characters';

  beforeAll(async () => {
    webDist = await fakeWebDist();
    t = await startTestApp({ WEB_DIST: webDist, DOCUMENTS_SECRET: documentsSecret });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  /** The web client as a browser at PUBLIC_URL asks for it (another host is sent there first). */
  const webGet = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { host: new URL(t.baseUrl).host } });

  it('protects the web client: its page, its callback page, its files and its configuration', async () => {
    const index = await webGet('/inventario/');
    expect(index.statusCode).toBe(200);
    const policy = expectPagePolicy(index.headers);
    // The SPA calls its API and the identity provider, both of this origin here.
    expect(policy.get('connect-src')).toEqual(["'self'", t.baseUrl]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(index.headers['cache-control']).toBe('no-cache');

    const popup = await webGet('/inventario/popup-callback.html');
    expectPagePolicy(popup.headers);

    const asset = await webGet('/inventario/assets/main-abc123.js');
    expectPagePolicy(asset.headers);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const config = await t.app.inject({ method: 'GET', url: '/inventario/config.json' });
    expectPagePolicy(config.headers);
  });

  it('gives the API, its errors and the customer area the API policy', async () => {
    const { credentials } = await signedInSchool(t);
    const list = await call(t, { method: 'GET', url: '/inventario/api/site/list' }, credentials);
    expect(list.statusCode).toBe(200);
    expectApiPolicy(list.headers);

    const unauthorized = await t.app.inject({ method: 'GET', url: '/inventario/api/site/list' });
    expect(unauthorized.statusCode).toBe(401);
    expectApiPolicy(unauthorized.headers);

    const invalid = await call(
      t,
      { method: 'POST', url: '/inventario/api/site', payload: { code: 1 } },
      credentials,
    );
    expect(invalid.statusCode).toBe(400);
    expectApiPolicy(invalid.headers);

    const area = await t.app.inject({ method: 'GET', url: '/area-clienti/api/customers/NOBODY' });
    expect(area.statusCode).toBeGreaterThanOrEqual(400);
    expectApiPolicy(area.headers);
  });

  it('sends the PDF downloads as attachments with the API policy', async () => {
    const store = await localDocumentStore({
      dataDir: t.dataDir,
      apiBaseUrl: `${t.baseUrl}/inventario/api`,
      secret: documentsSecret,
    });
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    await store.put('SC1/1-0.pdf', pdf);
    const url = new URL(
      await store.signedUrl(
        { key: 'SC1/1-0.pdf', fileName: 'Registro inventario.pdf', contentType: 'application/pdf' },
        60,
      ),
    );
    const download = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="Registro%20inventario\.pdf"/,
    );
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expectApiPolicy(download.headers);

    const expired = await t.app.inject({
      method: 'GET',
      url: '/inventario/api/s3documents/file?token=forged.token',
    });
    expect(expired.statusCode).toBe(410);
    expectApiPolicy(expired.headers);
  });

  it('serves the Swagger UI as a page whose scripts are files', async () => {
    const page = await fetchFollowing(`${t.baseUrl}/inventario/api/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expectPagePolicy(page.headers);
    // No inline script for the policy to refuse: every script is a file of its own, which is there.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const files = [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    );
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const answer = await fetch(new URL(file ?? '', page.url));
      expect(answer.status, file).toBe(200);
      expect(answer.headers.get('content-type'), file).toMatch(/javascript|css/);
      // A body left unread keeps its connection busy, and the server's close waits for it.
      await answer.body?.cancel();
    }
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/inventario/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('"validatorUrl":null');

    const document = await t.app.inject({ method: 'GET', url: '/inventario/api/docs/json' });
    expectPagePolicy(document.headers);
  });

  it("keeps the identity provider's pages inside the page policy: login, errors, discovery, logout, form_post", async () => {
    const discovery = await fetch(`${t.baseUrl}/auth/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expectPagePolicy(discovery.headers);
    await discovery.body?.cancel();
    const providerError = await fetch(`${t.baseUrl}/auth/auth?client_id=unknown`);
    expect(providerError.status).toBe(400);
    expectPagePolicy(providerError.headers);
    await providerError.body?.cancel();

    // The login page has no script at all, its styles inline; it comes back the same after a failure.
    const { user } = await signedInSchool(t);
    const browser = new TestBrowser();
    const form = await openLoginForm(t.baseUrl, browser);
    expectPagePolicy(form.headers);
    const wrong = await form.submit(user.username, 'wrong password');
    expect(wrong.status).toBe(200);
    expectPagePolicy(wrong.headers);

    // The logout page confirms with a script file, which 'self' allows.
    const tokens = await signInForTest(t.baseUrl, user.username, user.password, { browser });
    const endSession = `${t.baseUrl}/auth/session/end?${new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${t.baseUrl}/inventario/`,
    })}`;
    const logout = await browser.follow(await browser.request(endSession), endSession);
    expect(logout.response.status).toBe(200);
    expectPagePolicy(logout.response.headers);
    const logoutHtml = await logout.response.text();
    expect(logoutHtml).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const scriptUrl = /<script src="([^"]+)"/.exec(logoutHtml)?.[1];
    expect(scriptUrl).toBe('/auth/scripts/confirm-logout.js');
    const script = await t.app.inject({ method: 'GET', url: scriptUrl ?? '' });
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toContain("getElementById('op.logoutForm').submit()");
    expectPagePolicy(script.headers);

    // oidc-provider's form_post answer runs one inline script: it adds that script's hash to the policy.
    const signedIn = new TestBrowser();
    await signInForTest(t.baseUrl, user.username, user.password, { browser: signedIn });
    const authorization = new URL(`${t.baseUrl}/auth/auth`);
    authorization.search = new URLSearchParams({
      client_id: 'inventario-web',
      response_type: 'code',
      response_mode: 'form_post',
      scope: 'openid',
      redirect_uri: `${t.baseUrl}/inventario/`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'form-post',
    }).toString();
    const formPost = await signedIn.follow(await signedIn.request(authorization), authorization);
    expect(formPost.response.status).toBe(200);
    const formPostHtml = await formPost.response.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(formPostHtml)?.[1] ?? '';
    expect(inline).toContain('submit');
    const policy = policyOf(formPost.response.headers);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      `'sha256-${createHash('sha256').update(inline).digest('base64')}'`,
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  async function fetchFollowing(url: string): Promise<Response> {
    return fetch(url, { redirect: 'follow' });
  }

  it('answers unknown paths with the headers too', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/nowhere' });
    expect(missing.statusCode).toBe(404);
    expectCommonHeaders(missing.headers);
  });
});

describe('security headers behind https with an external identity provider', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fakeWebDist();
    t = await startTestApp({
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://inventario.scuola.example',
      OIDC_ISSUER: 'https://login.scuola.example/realms/scuole',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('adds HSTS and the upgrade of subresources, and lets the SPA reach the provider and keep its popup', async () => {
    const webGet = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { host: 'inventario.scuola.example' } });
    const index = await webGet('/inventario/');
    expect(index.statusCode).toBe(200);
    expect(index.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const policy = policyOf(index.headers);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://inventario.scuola.example',
      'https://login.scuola.example',
    ]);
    // The popup passes through the provider's origin: the SPA allows its popups, and the callback
    // page sends no opener policy, or the popup would lose its opener on the way back.
    expect(index.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const popup = await webGet('/inventario/popup-callback.html');
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(popup.headers['content-security-policy']).toBeDefined();

    const api = await t.app.inject({ method: 'GET', url: '/inventario/api/site/list' });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});
