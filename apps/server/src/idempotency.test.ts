import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movements, sites } from './db/schema/index.ts';
import { asset, schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { type Credentials, call, startTestApp, type TestApp } from './test/harness.ts';

/**
 * Retries of one user action (DESIGN §5): whatever the engine and however the twins meet (queued
 * behind the first on PGlite's one connection, side by side on a PostgreSQL pool), the action runs
 * once and every twin but the one that ran it is answered as a replay, marked so.
 */
describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const twins = (credentials: Credentials, url: string, payload: object, key: string, count = 10) =>
    Promise.all(
      Array.from({ length: count }, () =>
        call(
          t,
          { method: 'POST', url: `/inventario/api${url}`, payload, headers: { 'idempotency-key': key } },
          credentials,
        ),
      ),
    );

  const replayed = (answers: { headers: Record<string, unknown> }[]) =>
    answers.filter((a) => a.headers['idempotent-replayed'] === 'true').length;

  it('charges once for ten concurrent twins and marks the nine replays', async () => {
    const s = await schoolWithYear(t);
    const body = {
      date: '2026-05-04',
      causal: 'ACQ',
      assets: [asset(s.hardware, 300), asset(s.furniture, 50)],
    };
    const answers = await twins(s.credentials, '/movement/charge', body, 'charge-twins');

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(replayed(answers)).toBe(9);
    const vouchers = await t.db
      .select({ id: movements.id })
      .from(movements)
      .where(eq(movements.customerCode, s.customerCode));
    expect(vouchers).toHaveLength(1);
  });

  it('answers twins refused by what the first stored (a unique code) as replays too', async () => {
    const s = await schoolWithYear(t);
    const answers = await twins(s.credentials, '/site', { code: 'S1', description: 'Sede' }, 'site-twins');

    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(replayed(answers)).toBe(9);
    const stored = await t.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.customerCode, s.customerCode), eq(sites.code, 'S1')));
    expect(stored).toHaveLength(1);
  });

  it('replays a later retry and refuses the key for another request', async () => {
    const s = await schoolWithYear(t);
    const [first] = await twins(s.credentials, '/site', { code: 'S2', description: 'Sede' }, 'later', 1);
    const [retry] = await twins(s.credentials, '/site', { code: 'S2', description: 'Sede' }, 'later', 1);
    expect(retry?.headers['idempotent-replayed']).toBe('true');
    expect(retry?.body).toBe(first?.body);
    const [other] = await twins(s.credentials, '/site', { code: 'S3', description: 'Sede' }, 'later', 1);
    expect(other?.statusCode).toBe(422);
    expect(other?.json()).toMatchObject({ code: 'idempotencyKeyReused' });
  });
});
