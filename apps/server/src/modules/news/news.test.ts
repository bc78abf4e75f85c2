import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchool, buildUser, call, signIn, startTestApp, type TestApp } from '../../test/harness.ts';

describe('news', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function signedIn() {
    const school = await buildSchool(t.db);
    return signIn(t, await buildUser(t.db, school));
  }

  it('lists the seeded news of a version, newest first, all unread for a new user', async () => {
    const credentials = await signedIn();
    const response = await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, credentials);
    expect(response.statusCode).toBe(200);
    const items = response.json<{ date: string; read: boolean; version: string }[]>();
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((item) => !item.read && item.version === '1.12.0')).toBe(true);
    expect([...items].sort((x, y) => y.date.localeCompare(x.date))).toEqual(items);

    const other = await call(t, { method: 'GET', url: '/inventario/api/news/0.0.1' }, credentials);
    expect(other.json()).toEqual([]);
  });

  it('marks an item read for this user only, and marking it again changes nothing', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const [first] = (await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, alice)).json<
      { id: number }[]
    >();
    const url = `/inventario/api/news/1.12.0/id/${first?.id}`;

    const marked = await call(t, { method: 'PUT', url }, alice);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: first?.id, read: true });
    expect((await call(t, { method: 'PUT', url }, alice)).statusCode).toBe(200);

    const aliceItems = (await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, alice)).json<
      { id: number; read: boolean }[]
    >();
    expect(aliceItems.filter((item) => item.read).map((item) => item.id)).toEqual([first?.id]);
    const bobItems = (await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, bob)).json<
      { read: boolean }[]
    >();
    expect(bobItems.some((item) => item.read)).toBe(false);
  });

  it('answers 404 for an unknown item or an item of another version, 400 for a bad id', async () => {
    const credentials = await signedIn();
    const [first] = (await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, credentials)).json<
      { id: number }[]
    >();
    expect(
      (await call(t, { method: 'PUT', url: '/inventario/api/news/1.12.0/id/999999' }, credentials)).json(),
    ).toMatchObject({ code: 'notFound' });
    expect(
      (await call(t, { method: 'PUT', url: `/inventario/api/news/9.9.9/id/${first?.id}` }, credentials))
        .statusCode,
    ).toBe(404);
    const bad = await call(t, { method: 'PUT', url: '/inventario/api/news/1.12.0/id/abc' }, credentials);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalidRequest' });
  });

  it('replays a retried mutation with the same Idempotency-Key and refuses the key for another request', async () => {
    const credentials = await signedIn();
    const items = (await call(t, { method: 'GET', url: '/inventario/api/news/1.12.0' }, credentials)).json<
      { id: number }[]
    >();
    const [first, second] = items;
    const headers = { 'idempotency-key': 'key-1' };
    const once = await call(
      t,
      { method: 'PUT', url: `/inventario/api/news/1.12.0/id/${first?.id}`, headers },
      credentials,
    );
    const again = await call(
      t,
      { method: 'PUT', url: `/inventario/api/news/1.12.0/id/${first?.id}`, headers },
      credentials,
    );
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());

    const misuse = await call(
      t,
      { method: 'PUT', url: `/inventario/api/news/1.12.0/id/${second?.id}`, headers },
      credentials,
    );
    expect(misuse.statusCode).toBe(422);
    expect(misuse.json()).toMatchObject({ code: 'idempotencyKeyReused' });
  });
});
