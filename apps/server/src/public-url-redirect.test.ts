import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.ts';
import { fakeWebDist } from './test/web-dist.fixtures.ts';

/** PUBLIC_URL names localhost; the server also answers at 127.0.0.1 (HOST), where a sign-in would fail. */
describe('a browser at another host of this server', () => {
  const publicUrl = 'http://localhost:8080';
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await fakeWebDist();
    t = await startTestApp({ WEB_DIST: webDist, PUBLIC_URL: publicUrl });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const at = (host: string, url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET', headers = {}) =>
    t.app.inject({ method, url, headers: { host, ...headers } });

  it('is sent to PUBLIC_URL before the web client starts, with its path and query', async () => {
    for (const url of [
      '/inventario/',
      '/inventario/index.html?lang=en',
      '/inventario/assets/main-abc123.js',
    ]) {
      const answer = await at('127.0.0.1:8080', url);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toBe(`${publicUrl}${url}`);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect((await at('127.0.0.1:8080', '/inventario/', 'HEAD')).headers.location).toBe(
      `${publicUrl}/inventario/`,
    );
    // The site's root too, straight to PUBLIC_URL.
    expect((await at('[::1]:8080', '/')).headers.location).toBe(`${publicUrl}/`);
  });

  it('is served at PUBLIC_URL itself', async () => {
    const index = await at('localhost:8080', '/inventario/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('/inventario/assets/main-abc123.js');
    expect((await at('LOCALHOST:8080', '/inventario/')).statusCode).toBe(200);
    expect((await at('localhost:8080', '/')).headers.location).toBe('/inventario/');
  });

  it('leaves the API, the configuration, the identity provider and form posts alone', async () => {
    expect((await at('127.0.0.1:8080', '/inventario/api/site/list')).statusCode).toBe(401);
    expect((await at('127.0.0.1:8080', '/inventario/config.json')).statusCode).toBe(200);
    expect((await at('127.0.0.1:8080', '/auth/.well-known/openid-configuration')).statusCode).toBe(200);
    expect((await at('127.0.0.1:8080', '/inventario/', 'POST')).headers.location).toBeUndefined();
  });

  it("believes the host a trusted proxy forwards, and only a trusted proxy's", async () => {
    const forwarded = { 'x-forwarded-host': 'localhost:8080' };
    // The default TRUST_PROXY: a proxy on this machine (inject comes from 127.0.0.1).
    expect((await at('127.0.0.1:8080', '/inventario/', 'GET', forwarded)).statusCode).toBe(200);
    const fromAfar = await t.app.inject({
      method: 'GET',
      url: '/inventario/',
      remoteAddress: '203.0.113.5',
      headers: { host: '127.0.0.1:8080', ...forwarded },
    });
    expect(fromAfar.statusCode).toBe(302);
    expect(fromAfar.headers.location).toBe(`${publicUrl}/inventario/`);
  });
});
