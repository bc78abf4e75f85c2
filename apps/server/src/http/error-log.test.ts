import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Credentials, call, signedInSchool, startTestApp, type TestApp } from '../test/harness.ts';

/**
 * What the log keeps of a failure (issue 14): where it happened and why, never what the request
 * carried. The failed statement's parameters and the values PostgreSQL quotes back are request data.
 */
describe('the error log', () => {
  let t: TestApp;
  let c: Credentials;
  const lines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await startTestApp(
      { LOG_LEVEL: 'trace' },
      {
        logStream,
        // A statement that fails on a value of the request, as a NUL character did (issue 14).
        beforeListen: (app, database) =>
          app.post('/test/failing-statement', { config: { access: 'public' } }, async (request) => {
            const { value } = request.body as { value: string };
            await database.db.execute(sql`select ${value}::integer`);
            return {};
          }),
      },
    );
    c = (await signedInSchool(t)).credentials;
  });
  afterAll(() => t.close());

  it('logs a failed statement without its parameters, the values quoted back or the query string', async () => {
    lines.length = 0;
    const answer = await call(t, {
      method: 'POST',
      url: '/test/failing-statement?token=QUERY-SECRET',
      payload: { value: 'BODY-SECRET' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 'internalError', message: 'Internal error' });
    const failures = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request failed');
    expect(failures).toHaveLength(1);
    expect(failures[0].err).toMatchObject({
      type: 'DrizzleQueryError',
      statement: 'select $1::integer',
      cause: { code: '22P02', routine: expect.any(String) },
    });
    expect(failures[0].err.stack).toMatch(/^\s+at /);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });

  it('logs nothing of a request refused for its text', async () => {
    lines.length = 0;
    const answer = await call(
      t,
      { method: 'POST', url: '/inventario/api/site', payload: { code: 'A1', description: 'SECRET\u0000' } },
      c,
    );
    expect(answer.statusCode).toBe(400);
    expect(lines.join('\n')).not.toMatch(/SECRET/);
  });
});
