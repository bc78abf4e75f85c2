import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index.ts';
import { buildSchool, buildUser, call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

describe('vendor staff school selection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function vendor() {
    const home = await buildSchool(t.db);
    const user = await buildUser(t.db, home, { roles: ['inv.default', 'InvAdmin'] });
    return { home, user, credentials: await signIn(t, user) };
  }

  it('lists the schools and shows the code in use', async () => {
    const { home, credentials } = await vendor();
    const other = await buildSchool(t.db);
    const list = await call(t, { method: 'GET', url: '/inventario/api/school/codMin/list' }, credentials);
    expect(list.statusCode).toBe(200);
    const codes = list.json<{ customerCode: string }[]>().map((s) => s.customerCode);
    expect(codes).toEqual(expect.arrayContaining([home.customerCode, other.customerCode]));

    const used = await call(t, { method: 'GET', url: '/inventario/api/school/codMin' }, credentials);
    expect(used.json()).toEqual({ customerCode: home.customerCode, impersonating: false });
  });

  it('acts for the selected school on every later call, audits both identities, and resets', async () => {
    const { home, user, credentials } = await vendor();
    const target = await buildSchool(t.db);

    const select = await call(
      t,
      { method: 'POST', url: `/inventario/api/school/codMin/${target.customerCode}` },
      credentials,
    );
    expect(select.statusCode).toBe(200);
    expect(select.json()).toEqual({ customerCode: target.customerCode, impersonating: true });

    const used = await call(t, { method: 'GET', url: '/inventario/api/school/codMin' }, credentials);
    expect(used.json()).toEqual({ customerCode: target.customerCode, impersonating: true });

    // Reading news marks them read for the impersonated school: the mutation acts for it.
    const news = await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, credentials);
    const first = news.json<{ id: number }[]>()[0];
    expect(first).toBeDefined();
    await call(t, { method: 'PUT', url: `/inventario/api/news/1.12.0/id/${first?.id}` }, credentials);

    const events = await t.db
      .select()
      .from(auditEvents)
      .where(
        sql`${auditEvents.actorUsername} = ${user.username} and ${auditEvents.action} in ('school.impersonate', 'news.read')`,
      );
    expect(events).toHaveLength(2);
    for (const event of events) {
      expect(event.customerCode).toBe(target.customerCode);
      expect(event.actorCustomerCode).toBe(home.customerCode);
    }

    const reset = await call(t, { method: 'DELETE', url: '/inventario/api/school/codMin' }, credentials);
    expect(reset.json()).toEqual({ customerCode: home.customerCode, impersonating: false });
  });

  it('answers 404 schoolNotFound for an unknown school', async () => {
    const { credentials } = await vendor();
    const response = await call(
      t,
      { method: 'POST', url: '/inventario/api/school/codMin/NOPE999' },
      credentials,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'schoolNotFound' });
  });

  it('refuses school selection to a user who is not vendor staff with 403', async () => {
    const school = await buildSchool(t.db);
    const credentials = await signIn(t, await buildUser(t.db, school));
    const other = await buildSchool(t.db);
    for (const request of [
      { method: 'GET', url: '/inventario/api/school/codMin/list' },
      { method: 'POST', url: `/inventario/api/school/codMin/${other.customerCode}` },
      { method: 'DELETE', url: '/inventario/api/school/codMin' },
    ] as const) {
      const response = await call(t, request, credentials);
      expect(response.statusCode, request.url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
  });
});
