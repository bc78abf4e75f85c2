import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.ts';

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('reports health once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it("serves the web client's runtime configuration", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inventario/config.json' });
    expect(response.json()).toEqual({
      apiBaseUrl: `${t.baseUrl}/inventario/api`,
      customerAreaBaseUrl: `${t.baseUrl}/area-clienti`,
      oidc: {
        authority: `${t.baseUrl}/auth`,
        clientId: 'inventario-web',
        redirectUri: `${t.baseUrl}/inventario/`,
        scope: 'openid profile offline_access',
        accountUrl: `${t.baseUrl}/auth/account`,
        changePasswordUrl: `${t.baseUrl}/auth/account/password`,
      },
      version: '1.12.0',
      links: {},
    });
  });

  it('publishes the OpenAPI document of the inventory API without credentials', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inventario/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/inventario/api/session/login',
        '/inventario/api/news/{appVersion}',
        '/inventario/api/school/codMin/{code}',
      ]),
    );
  });

  it('answers an unknown API path with the error envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/inventario/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound' });
  });
});
