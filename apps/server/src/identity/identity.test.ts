import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { userClaimsSchema } from '@inventario/shared/contracts/session';
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { installDatabase } from '../install-database.ts';
import { registerIdentity } from './identity.ts';
import { refreshForTest, revokeForTest, signInForTest, TestBrowser } from './sign-in.fixtures.ts';
import { upsertIdentityUser } from './users.repo.ts';

interface RunningIdentity {
  app: FastifyInstance;
  database: Database;
  config: Config;
  publicJwks: JSONWebKeySet;
}

const user = {
  username: 'mario.rossi',
  password: 'correct horse battery',
  givenName: 'Mario',
  familyName: 'Rossi',
  customerCode: 'SC0001',
  roles: ['inv.default'],
  licenses: ['INV', 'RIN'],
};

describe('embedded identity provider', () => {
  let dataDir: string;
  let port: number;
  let baseUrl: string;
  let running: RunningIdentity;

  async function start(): Promise<RunningIdentity> {
    const database = await openDatabase({ dataDir });
    await installDatabase(database);
    const config = loadConfig({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web'),
    });
    // The identity provider alone on a bare Fastify, as app.ts mounts it (trusted proxies, exact paths).
    const app = Fastify({ trustProxy: config.trustProxy, routerOptions: { ignoreTrailingSlash: false } });
    const { publicJwks } = await registerIdentity(app, { config, db: database.db });
    await app.listen({ port, host: '127.0.0.1' });
    return { app, database, config, publicJwks };
  }

  async function stop(identity: RunningIdentity) {
    await identity.app.close();
    await identity.database.close();
  }

  function verifyAccessToken(token: string, jwks = running.publicJwks) {
    return jwtVerify(token, createLocalJWKSet(jwks), {
      issuer: running.config.oidcIssuer,
      audience: running.config.oidcAudience,
    });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'inventario-identity-'));
    port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    running = await start();
    await upsertIdentityUser(running.database.db, user);
  }, 120_000);

  afterAll(async () => {
    if (running) await stop(running);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('serves the discovery document with the revocation endpoint at /auth/oauth2/revoke', async () => {
    const response = await fetch(`${baseUrl}/auth/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as { jwks_uri: string; scopes_supported: string[] };
    expect(discovery).toMatchObject({
      issuer: `${baseUrl}/auth`,
      revocation_endpoint: `${baseUrl}/auth/oauth2/revoke`,
      token_endpoint: `${baseUrl}/auth/token`,
      jwks_uri: `${baseUrl}/auth/jwks`,
      end_session_endpoint: `${baseUrl}/auth/session/end`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(
      expect.arrayContaining(['openid', 'profile', 'offline_access']),
    );
    const jwks = (await (await fetch(discovery.jwks_uri)).json()) as { keys: { alg: string }[] };
    expect(jwks.keys.map((key) => key.alg).sort()).toEqual(['ES256', 'RS256']);
    expect(jwks).toEqual(running.publicJwks);
    expect(JSON.stringify(jwks)).not.toMatch(/"d":/);
  });

  it('shows the login page in Italian, or in English when the browser prefers it', async () => {
    const italian = await openLoginPage();
    expect(italian).toContain('<html lang="it">');
    expect(italian).toContain('Inventario');
    expect(italian).toMatch(
      /<label for="username">Nome utente<\/label>\s*<input type="text" id="username" name="username"/,
    );
    expect(italian).toMatch(
      /<label for="password">Password<\/label>\s*<input type="password" id="password" name="password"/,
    );
    expect(italian).toMatch(/name="remember"[^>]*>Ricordami<\/label>/);
    expect(italian).toContain('<button type="submit">Accedi</button>');

    const english = await openLoginPage('en-GB,en;q=0.9,it;q=0.5');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('>Username</label>');
    expect(english).toContain('Remember me');
  });

  it('signs in with the code flow: the access token verifies with the public keys and carries the product claims', async () => {
    const tokens = await signInForTest(baseUrl, user.username, user.password);
    const { payload, protectedHeader } = await verifyAccessToken(tokens.accessToken);
    expect(protectedHeader).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const claims = userClaimsSchema.parse(payload);
    expect(claims).toEqual({
      sub: expect.stringMatching(/^\d+$/),
      preferred_username: 'mario.rossi',
      given_name: 'Mario',
      family_name: 'Rossi',
      full_name: 'Mario Rossi',
      customer_code: 'SC0001',
      licenses: ['INV', 'RIN'],
      roles: ['inv.default'],
      is_remembered: false,
    });
    expect(payload.exp! - payload.iat!).toBe(running.config.accessTokenTtlSeconds);
    expect(tokens.refreshToken).toBeTruthy();

    const idToken = await jwtVerify(tokens.idToken, createLocalJWKSet(running.publicJwks), {
      issuer: running.config.oidcIssuer,
      audience: running.config.oidcClientId,
    });
    expect(userClaimsSchema.parse(idToken.payload)).toEqual(claims);
  });

  it('answers userinfo for the access token with the same claims', async () => {
    const tokens = await signInForTest(baseUrl, user.username, user.password);
    const userinfo = await fetch(`${baseUrl}/auth/me`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(userinfo.status).toBe(200);
    const claims = userClaimsSchema.parse(await userinfo.json());
    expect(claims).toMatchObject({
      preferred_username: 'mario.rossi',
      customer_code: 'SC0001',
      is_remembered: false,
    });
    const forged = await fetch(`${baseUrl}/auth/me`, {
      headers: { authorization: `Bearer ${tokens.idToken}` },
    });
    expect(forged.status).toBe(401);
  });

  it('explains a bad authorization request on an HTML page without internals', async () => {
    const response = await fetch(`${baseUrl}/auth/auth?client_id=unknown&response_type=code&scope=openid`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('Si è verificato un errore');
    expect(page).toContain('invalid_client');
  });

  it('keeps the session cookie only for the browser session without "Ricordami"', async () => {
    const browser = new TestBrowser();
    await signInForTest(baseUrl, user.username, user.password, { browser });
    const session = browser.cookie('inventario_session');
    expect(session).toMatchObject({ path: '/auth' });
    expect(session?.expires).toBeUndefined();
  });

  it('says "Ricordami" in is_remembered and keeps the session cookie for 30 days', async () => {
    const browser = new TestBrowser();
    const tokens = await signInForTest(baseUrl, user.username, user.password, { remember: true, browser });
    const expires = browser.cookie('inventario_session')?.expires?.getTime() ?? 0;
    expect(Math.abs(expires - (Date.now() + 30 * 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(decodeJwt(tokens.accessToken).is_remembered).toBe(true);
    expect(decodeJwt(tokens.idToken).is_remembered).toBe(true);
    const refreshed = await refreshForTest(baseUrl, tokens.refreshToken!);
    expect(decodeJwt(refreshed.accessToken).is_remembered).toBe(true);
  });

  it('says in the ID token when the user authenticated, for the welcome back of a later arrival', async () => {
    const tokens = await signInForTest(baseUrl, user.username, user.password, { remember: true });
    const { auth_time: authTime, iat } = decodeJwt(tokens.idToken);
    expect(typeof authTime).toBe('number');
    expect((iat ?? 0) - (authTime as number)).toBeLessThan(60);
  });

  it('refuses wrong credentials with the same message for an unknown user', async () => {
    await expect(signInForTest(baseUrl, user.username, 'wrong password')).rejects.toThrow(
      /Credenziali non valide/,
    );
    await expect(signInForTest(baseUrl, 'nobody.here', 'wrong password')).rejects.toThrow(
      /Credenziali non valide/,
    );
  });

  it('refuses a login form posted without its CSRF token', async () => {
    const browser = new TestBrowser();
    const { url } = await startAuthorization(browser);
    const response = await browser.submit(`${url.href}/login`, {
      username: user.username,
      password: user.password,
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('La pagina è scaduta');
  });

  it('refreshes with rotation, and a reused refresh token is refused', async () => {
    const tokens = await signInForTest(baseUrl, user.username, user.password);
    const refreshed = await refreshForTest(baseUrl, tokens.refreshToken!);
    expect(refreshed.refreshToken).toBeTruthy();
    expect(refreshed.refreshToken).not.toBe(tokens.refreshToken);
    const claims = userClaimsSchema.parse((await verifyAccessToken(refreshed.accessToken)).payload);
    expect(claims.preferred_username).toBe('mario.rossi');
    await expect(refreshForTest(baseUrl, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
  });

  it('revokes a refresh token at /auth/oauth2/revoke, and accepts the revocation of an access token', async () => {
    const tokens = await signInForTest(baseUrl, user.username, user.password);
    expect((await revokeForTest(baseUrl, tokens.accessToken)).status).toBe(200);
    expect((await revokeForTest(baseUrl, tokens.refreshToken!)).status).toBe(200);
    await expect(refreshForTest(baseUrl, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
  });

  it('logs out at the end-session endpoint without asking, back to the application', async () => {
    const browser = new TestBrowser();
    const tokens = await signInForTest(baseUrl, user.username, user.password, { browser });
    const endSession = new URL(`${baseUrl}/auth/session/end`);
    endSession.search = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${baseUrl}/inventario/`,
    }).toString();
    const confirmPage = await browser.request(endSession);
    expect(confirmPage.status).toBe(200);
    const page = await confirmPage.text();
    // The page confirms by itself through a script file (the pages' policy allows no inline script).
    const script = page.match(/<script src="([^"]+)"><\/script>/)?.[1];
    const confirmScript = await fetch(new URL(script ?? 'none', baseUrl));
    expect(await confirmScript.text()).toContain("document.getElementById('op.logoutForm').submit()");
    const action = page.match(/<form id="op.logoutForm" method="post" action="([^"]+)"/)?.[1];
    const xsrf = page.match(/name="xsrf" value="([^"]+)"/)?.[1];
    const confirmed = await browser.submit(action!, { xsrf: xsrf!, logout: 'yes' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${baseUrl}/inventario/`);
    await expect(refreshForTest(baseUrl, tokens.refreshToken!)).rejects.toThrow(/invalid_grant/);
    const account = await browser.request(`${baseUrl}/auth/account`);
    expect(account.headers.get('location')).toMatch(/^\/auth\/auth\?client_id=inventario-account/);
  });

  it('shows the account of the signed-in user, and asks an anonymous visitor to sign in first', async () => {
    const browser = new TestBrowser();
    const first = await browser.request(`${baseUrl}/auth/account`);
    expect(first.status).toBe(303);
    const { response: loginPage, url: loginUrl } = await browser.follow(first, `${baseUrl}/auth/account`);
    const form = await loginPage.text();
    expect(form).toContain('name="username"');
    const action = new URL(form.match(/<form[^>]*action="([^"]+)"/)![1]!, loginUrl);
    const csrf = form.match(/name="csrf" value="([^"]+)"/)![1]!;
    const signedIn = await browser.submit(action, { csrf, username: user.username, password: user.password });
    const { response: accountPage, url } = await browser.follow(signedIn, action);
    expect(url.pathname).toBe('/auth/account');
    const text = await accountPage.text();
    expect(accountPage.status).toBe(200);
    expect(text).toContain('Il tuo account');
    expect(text).toContain('mario.rossi');
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('SC0001');
    expect(text).toContain('inv.default');
    expect(text).toContain('INV, RIN');
  });

  it('changes the password on the account page', async () => {
    await upsertIdentityUser(running.database.db, {
      ...user,
      username: 'anna.bianchi',
      password: 'first password',
    });
    const browser = new TestBrowser();
    await signInForTest(baseUrl, 'anna.bianchi', 'first password', { browser });
    const passwordUrl = `${baseUrl}/auth/account/password`;
    const change = async (fields: Record<string, string>) => {
      const page = await (await browser.request(passwordUrl)).text();
      const csrf = page.match(/name="csrf" value="([^"]+)"/)![1]!;
      const response = await browser.submit(passwordUrl, { csrf, ...fields });
      return { status: response.status, text: await response.text() };
    };

    const wrongCurrent = await change({
      current_password: 'nope',
      new_password: 'second password',
      confirm_password: 'second password',
    });
    expect(wrongCurrent).toMatchObject({
      status: 400,
      text: expect.stringContaining('La password attuale non è corretta'),
    });
    const mismatch = await change({
      current_password: 'first password',
      new_password: 'second password',
      confirm_password: 'other password',
    });
    expect(mismatch.text).toContain('Le due password non coincidono');
    const tooShort = await change({
      current_password: 'first password',
      new_password: 'short',
      confirm_password: 'short',
    });
    expect(tooShort.text).toContain('almeno 8 caratteri');
    const forged = await browser.submit(passwordUrl, {
      csrf: 'forged',
      current_password: 'first password',
      new_password: 'second password',
      confirm_password: 'second password',
    });
    expect(forged.status).toBe(403);

    const done = await change({
      current_password: 'first password',
      new_password: 'second password',
      confirm_password: 'second password',
    });
    expect(done).toMatchObject({ status: 200, text: expect.stringContaining('Password modificata') });
    await expect(signInForTest(baseUrl, 'anna.bianchi', 'first password')).rejects.toThrow(
      /Credenziali non valide/,
    );
    await expect(signInForTest(baseUrl, 'anna.bianchi', 'second password')).resolves.toHaveProperty(
      'accessToken',
    );
  });

  it('keeps signing keys, sessions and refresh tokens across a restart', async () => {
    const browser = new TestBrowser();
    const tokens = await signInForTest(baseUrl, user.username, user.password, { browser, remember: true });
    const keysBefore = running.publicJwks;
    await stop(running);
    running = await start();
    expect(running.publicJwks).toEqual(keysBefore);
    await expect(verifyAccessToken(tokens.accessToken)).resolves.toHaveProperty(
      'payload.preferred_username',
      'mario.rossi',
    );
    const refreshed = await refreshForTest(baseUrl, tokens.refreshToken!);
    await expect(verifyAccessToken(refreshed.accessToken)).resolves.toBeDefined();
    const account = await browser.request(`${baseUrl}/auth/account`);
    expect(account.status).toBe(200);
  }, 60_000);

  async function startAuthorization(browser: TestBrowser, acceptLanguage?: string) {
    const authorization = new URL(`${baseUrl}/auth/auth`);
    authorization.search = new URLSearchParams({
      client_id: 'inventario-web',
      response_type: 'code',
      scope: 'openid profile offline_access',
      redirect_uri: `${baseUrl}/inventario/`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    const headers = acceptLanguage ? { 'accept-language': acceptLanguage } : undefined;
    const redirect = await browser.request(authorization, { headers });
    const location = new URL(redirect.headers.get('location')!, authorization);
    return { url: location, response: await browser.request(location, { headers }) };
  }

  async function openLoginPage(acceptLanguage?: string): Promise<string> {
    const { response } = await startAuthorization(new TestBrowser(), acceptLanguage);
    expect(response.status).toBe(200);
    return response.text();
  }
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
