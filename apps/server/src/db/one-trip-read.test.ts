import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RequestContext } from '../http/request-context.ts';
import {
  buildSchool,
  buildUser,
  signIn,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../test/harness.ts';
import { queryRows } from './client.ts';
import { readInOneTrip, withLiterals } from './one-trip-read.ts';
import { auditEvents } from './schema/index.ts';
import { inTenantTransaction } from './tenant.ts';

describe('withLiterals', () => {
  it('writes every kind of parameter as a quoted literal', () => {
    const text = withLiterals(
      sql`select ${"l'aula"}, ${'C:\\dati'}, ${42}, ${true}, ${null}, ${10n} where x = ${'$1'}`,
    );
    expect(text).toBe(`select 'l''aula',  E'C:\\\\dati', '42', 'true', null, '10' where x = '$1'`);
  });

  it('refuses a parameter it cannot write', () => {
    expect(() => withLiterals(sql`select ${new Date(0)}`)).toThrow(/cannot be written/);
  });
});

describe('readInOneTrip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function contextOf(user: TestUser): Promise<RequestContext> {
    await signIn(t, user);
    const [session] = await queryRows<{ id: string }>(
      t.db,
      sql`select id from app_sessions where username = ${user.username} order by id desc limit 1`,
    );
    return {
      subject: user.username,
      username: user.username,
      fullName: user.username,
      roles: user.roles,
      licenses: user.licenses,
      homeCustomerCode: user.customerCode,
      customerCode: user.customerCode,
      sessionId: Number(session?.id),
      idempotency: undefined,
    };
  }

  it("reads the request's school only, with values that round-trip as written", async () => {
    const school = await buildSchool(t.db);
    const other = await buildSchool(t.db);
    for (const code of [school.customerCode, other.customerCode]) {
      await inTenantTransaction(t.db, code, (tx) =>
        tx.insert(auditEvents).values({
          customerCode: code,
          actorUsername: "d'angelo",
          actorCustomerCode: code,
          action: 'test',
          entity: 'test',
        }),
      );
    }
    const context = await contextOf(await buildUser(t.db, school));
    const rows = await readInOneTrip<{ customer_code: string; actor_username: string; at: unknown }>(
      t.db,
      context,
      sql`select customer_code, actor_username, at from audit_events where actor_username = ${"d'angelo"}`,
    );
    expect(rows).toEqual([
      { customer_code: school.customerCode, actor_username: "d'angelo", at: expect.any(String) },
    ]);
  });

  it('leaves no connection in a broken transaction when the statement fails', async () => {
    const context = await contextOf(await buildUser(t.db, await buildSchool(t.db)));
    const failure: Error = await readInOneTrip(t.db, context, sql`select 1 / ${0}::int`).catch((e) => e);
    // drizzle wraps the driver's error on the embedded database; PostgreSQL's comes as it is.
    expect(String((failure.cause as Error | undefined)?.message ?? failure.message)).toMatch(
      /division by zero/,
    );
    // More reads than the pool has connections: each would fail on a connection left aborted.
    for (let i = 0; i < 12; i++) {
      const [row] = await readInOneTrip<{ n: number }>(t.db, context, sql`select ${i}::int as n`);
      expect(row?.n).toBe(i);
    }
  });

  it('refuses an ended session with unauthorized, whatever the statement', async () => {
    const user = await buildUser(t.db, await buildSchool(t.db));
    const context = await contextOf(user);
    await t.db.execute(sql`update app_sessions set ended_at = now() where username = ${user.username}`);
    await expect(readInOneTrip(t.db, context, sql`select 1`)).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
