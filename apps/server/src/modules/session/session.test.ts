import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInForTest } from '../../identity/sign-in.fixtures.ts';
import { buildSchool, buildUser, call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

describe('session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('opens a session for a user with INV and inv.default, and records when the user was last seen', async () => {
    const school = await buildSchool(t.db);
    const user = await buildUser(t.db, school);
    const credentials = await signIn(t, user);
    expect(credentials.sessionToken).toMatch(/^[\w-]{40,}$/);

    const detail = await call(
      t,
      { method: 'GET', url: `/area-clienti/api/customers/${school.customerCode}/users/${user.username}` },
      credentials,
    );
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      username: user.username,
      customerName: school.name,
      customerCity: 'Roma',
    });
    expect(Date.parse(detail.json().lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a user without licence INV with 403 userError', async () => {
    const school = await buildSchool(t.db);
    const user = await buildUser(t.db, school, { licenses: ['RIN'] });
    const { accessToken } = await signInForTest(t.baseUrl, user.username, user.password);
    const response = await call(t, { method: 'GET', url: '/inventario/api/session/login' }, { accessToken });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'userError' });
  });

  it('refuses a user without role inv.default with 403 userError', async () => {
    const school = await buildSchool(t.db);
    const user = await buildUser(t.db, school, { roles: ['inv.admin'] });
    const { accessToken } = await signInForTest(t.baseUrl, user.username, user.password);
    const response = await call(t, { method: 'GET', url: '/inventario/api/session/login' }, { accessToken });
    expect(response.json()).toMatchObject({ code: 'userError' });
  });

  it('answers 401 without a bearer token, with a forged one, and without x-auth-token', async () => {
    const school = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    const url = '/inventario/api/news/1.12.0';

    const noBearer = await call(
      t,
      { method: 'GET', url },
      { accessToken: '', sessionToken: credentials.sessionToken },
    );
    expect(noBearer.statusCode).toBe(401);
    expect(noBearer.json()).toMatchObject({ code: 'unauthorized' });

    const forged = `${credentials.accessToken.slice(0, -4)}AAAA`;
    const badBearer = await call(
      t,
      { method: 'GET', url },
      { accessToken: forged, sessionToken: credentials.sessionToken },
    );
    expect(badBearer.statusCode).toBe(401);

    const noSession = await call(t, { method: 'GET', url }, { accessToken: credentials.accessToken });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toMatchObject({ code: 'unauthorized' });

    const ok = await call(t, { method: 'GET', url }, credentials);
    expect(ok.statusCode).toBe(200);
  });

  it("refuses another user's session token with 401", async () => {
    const school = await buildSchool(t.db);
    const alice = await signIn(t, await buildUser(t.db, school));
    const bob = await signIn(t, await buildUser(t.db, school));
    const response = await call(
      t,
      { method: 'GET', url: '/inventario/api/news/1.12.0' },
      { accessToken: bob.accessToken, sessionToken: alice.sessionToken },
    );
    expect(response.statusCode).toBe(401);
  });

  it('ends the session at logout: the token no longer works', async () => {
    const school = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    const logout = await call(t, { method: 'GET', url: '/inventario/api/session/logout' }, credentials);
    expect(logout.statusCode).toBe(204);
    const after = await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, credentials);
    expect(after.statusCode).toBe(401);
  });

  it('refuses school data to a session ended elsewhere, though this process still remembers it', async () => {
    const school = await buildSchool(t.db);
    const user = await buildUser(t.db, school);
    const credentials = await signIn(t, user);
    const search = { method: 'POST' as const, url: '/inventario/api/asset/search/1/10', payload: {} };
    expect((await call(t, search, credentials)).statusCode).toBe(200);
    // As another API process's logout would: the row ends, this process's memory of it does not.
    await t.db.execute(sql`update app_sessions set ended_at = now() where username = ${user.username}`);
    const after = await call(t, search, credentials);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthorized' });
  });
});
