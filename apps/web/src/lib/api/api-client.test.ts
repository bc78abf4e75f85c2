import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiClientDeps, createApiClient, type DownloadedFile } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { fillPath, withQuery } from './path.ts';
import { retryDelayMs } from './retry-policy.ts';

/**
 * fetch is replaced by a scripted fake: the client's own logic (headers, retries, idempotency keys,
 * error envelopes) is what is under test, and network failures or 502s cannot be provoked on demand
 * from a real server. The server's answers are covered by the API and browser tests.
 */
type Scripted = Response | Error;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(script: Scripted[], overrides: Partial<ApiClientDeps> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    const next = script.shift();
    if (!next) throw new Error('no scripted answer left');
    if (next instanceof Error) throw next;
    return next;
  });
  const delays: number[] = [];
  let keyCounter = 0;
  const client = createApiClient({
    baseUrl: '/inventario/api',
    getAccessToken: async () => 'access-1',
    getSessionToken: () => 'session-1',
    fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
    newIdempotencyKey: () => `key-${++keyCounter}`,
    ...overrides,
  });
  const header = (index: number, name: string) => new Headers(calls[index]?.init.headers).get(name);
  return { client, calls, delays, header };
}

describe('headers', () => {
  it('sends the bearer token and the session token', async () => {
    const { client, header } = setup([json(200, { count: 2 })]);
    await client.get('/movement/external/count');
    expect(header(0, 'Authorization')).toBe('Bearer access-1');
    expect(header(0, 'x-auth-token')).toBe('session-1');
  });

  it('leaves out tokens that are not there yet (GET /session/login is bearer only)', async () => {
    const { client, header } = setup([json(200, { token: 't' })], {
      getSessionToken: () => undefined,
    });
    await client.get('/session/login');
    expect(header(0, 'x-auth-token')).toBeNull();
  });

  it("sends a recognition phone's token alone, without any user's", async () => {
    const { client, header } = setup([json(200, { results: [] })], {
      getAccessToken: async () => undefined,
      getSessionToken: () => undefined,
      getScanToken: () => 'C001.phone',
    });
    await client.post('/recognition/scan/detect', { reads: [] });
    expect(header(0, 'x-scan-token')).toBe('C001.phone');
    expect(header(0, 'Authorization')).toBeNull();
    expect(header(0, 'x-auth-token')).toBeNull();
  });

  it('sends no Idempotency-Key on GET', async () => {
    const { client, header } = setup([json(200, [])]);
    await client.get('/news/1.12.0');
    expect(header(0, 'Idempotency-Key')).toBeNull();
  });

  it('sends an Idempotency-Key and a JSON body on every mutation', async () => {
    const { client, calls, header } = setup([json(200, {}), new Response(null, { status: 204 })]);
    await client.post('/school/codMin/DEMO002', { reason: 'support' });
    await client.delete('/school/codMin');
    expect(header(0, 'Idempotency-Key')).toBe('key-1');
    expect(header(0, 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"reason":"support"}');
    expect(header(1, 'Idempotency-Key')).toBe('key-2');
  });

  it('sends a file as its bytes, through the transport the request names', async () => {
    const { client, calls, header } = setup([]);
    const file = new Blob(['a;b'], { type: 'text/csv' });
    const transport = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return json(202, { id: 'x' });
    });
    await client.post('/import/type/2', file, { query: { fileName: 'beni.csv' }, transport });
    expect(calls[0]?.url).toBe('/inventario/api/import/type/2?fileName=beni.csv');
    expect(calls[0]?.init.body).toBe(file);
    expect(header(0, 'Content-Type')).toBe('application/octet-stream');
    expect(header(0, 'Idempotency-Key')).toBe('key-1');
  });
});

describe('retries', () => {
  it('retries a network error, 429 and 502, waiting 300–400 ms times the attempt', async () => {
    const { client, calls, delays } = setup([
      new TypeError('fetch failed'),
      json(429, { code: 'tooManyRequests', message: 'slow down' }),
      json(502, {}),
      json(200, { count: 4 }),
    ]);
    await expect(client.get('/movement/external/count')).resolves.toEqual({ count: 4 });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([350, 700, 1050]);
  });

  it('reuses the same Idempotency-Key across the retries of one mutation', async () => {
    const { client, header } = setup([
      json(502, {}),
      json(200, { customerCode: 'DEMO002', impersonating: true }),
    ]);
    await client.post('/school/codMin/DEMO002');
    expect(header(0, 'Idempotency-Key')).toBe('key-1');
    expect(header(1, 'Idempotency-Key')).toBe('key-1');
  });

  it('gives up after 3 retries with the last failure', async () => {
    const { client, calls } = setup([json(502, {}), json(502, {}), json(502, {}), json(502, {})]);
    await expect(client.get('/news/1.12.0')).rejects.toMatchObject({ code: 'internalError', status: 502 });
    expect(calls).toHaveLength(4);
  });

  it('reports an unreachable server as networkError after the retries', async () => {
    const failures = Array.from({ length: 4 }, () => new TypeError('fetch failed'));
    const { client } = setup(failures);
    await expect(client.get('/news/1.12.0')).rejects.toMatchObject({ code: 'networkError', status: 0 });
  });

  it('does not retry other failures', async () => {
    const { client, calls } = setup([json(500, { code: 'internalError', message: 'boom' })]);
    await expect(client.get('/news/1.12.0')).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry an aborted request', async () => {
    const { client, calls } = setup([new DOMException('aborted', 'AbortError')]);
    await expect(client.get('/news/1.12.0')).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
  });
});

describe('answers', () => {
  it('validates the answer with the contract schema', async () => {
    const { client } = setup([json(200, { count: 3 })]);
    const count = await client.get('/movement/external/count', { parser: z.object({ count: z.number() }) });
    expect(count.count).toBe(3);
  });

  it('turns an answer that breaks the contract into invalidResponse', async () => {
    const { client } = setup([json(200, { count: 'three' })]);
    const request = client.get('/movement/external/count', { parser: z.object({ count: z.number() }) });
    await expect(request).rejects.toMatchObject({ code: 'invalidResponse' });
  });

  it('reads a file answer as its bytes and the name the server gives it', async () => {
    const disposition = `attachment; filename="modello.xlsx"; filename*=UTF-8''modello%20beni.xlsx`;
    const { client } = setup([
      new Response('PK', { status: 200, headers: { 'content-disposition': disposition } }),
    ]);
    const file = await client.get<DownloadedFile>('/import/type/1/template', { readAs: 'file' });
    expect(file.fileName).toBe('modello beni.xlsx');
    expect(await file.blob.text()).toBe('PK');
  });

  it('resolves an empty answer as undefined', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);
    await expect(client.put('/news/1.12.0/id/1')).resolves.toBeUndefined();
  });

  it('parses the error envelope into a typed ApiError', async () => {
    const { client } = setup([
      json(403, { code: 'userError', message: 'Permessi insufficienti', details: { role: 'inv.default' } }),
    ]);
    const error = await client.get('/session/login').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'userError',
      message: 'Permessi insufficienti',
      status: 403,
      details: { role: 'inv.default' },
    });
  });

  it('derives the code from the status when the body is not an envelope', async () => {
    const { client } = setup([
      new Response('<html>gateway</html>', { status: 404, statusText: 'Not Found' }),
    ]);
    await expect(client.get('/nothing')).rejects.toMatchObject({ code: 'notFound', message: 'Not Found' });
  });
});

describe('paths', () => {
  it('fills and encodes contract placeholders', () => {
    expect(fillPath('/news/:appVersion/id/:id', { appVersion: '1.12.0', id: 7 })).toBe('/news/1.12.0/id/7');
    expect(fillPath('/api/customers/:code', { code: 'A B' })).toBe('/api/customers/A%20B');
  });

  it('refuses a missing placeholder value', () => {
    expect(() => fillPath('/news/:appVersion', {})).toThrow(/appVersion/);
  });

  it('adds a query string without undefined values', () => {
    expect(withQuery('/api/x/', { code: 'INV', history: false, skip: undefined })).toBe(
      '/api/x/?code=INV&history=false',
    );
  });
});

describe('retryDelayMs', () => {
  it('stays between 300 and 400 ms times the attempt', () => {
    expect(retryDelayMs(1, () => 0)).toBe(300);
    expect(retryDelayMs(2, () => 0.999)).toBeLessThanOrEqual(800);
    expect(retryDelayMs(3, () => 0)).toBe(900);
  });
});

describe('backend session renewal', () => {
  it('opens a new session once when the server rejects the session token, then repeats', async () => {
    let sessionToken = 'stale';
    const renewSessionToken = vi.fn(async () => {
      sessionToken = 'fresh';
      return sessionToken;
    });
    const { client, calls, header } = setup(
      [json(401, { code: 'unauthorized', message: 'session ended' }), json(200, { count: 1 })],
      { getSessionToken: () => sessionToken, renewSessionToken },
    );
    await expect(client.post('/news/1.12.0/id/1')).resolves.toEqual({ count: 1 });
    expect(renewSessionToken).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    expect(header(1, 'x-auth-token')).toBe('fresh');
    expect(header(1, 'Idempotency-Key')).toBe(header(0, 'Idempotency-Key'));
  });

  it('gives up with the 401 when no new session can be opened', async () => {
    const { client, calls } = setup([json(401, { code: 'unauthorized', message: 'expired token' })], {
      renewSessionToken: async () => undefined,
    });
    await expect(client.get('/news/1.12.0')).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    expect(calls).toHaveLength(1);
  });

  it('does not try to renew when no session token was sent', async () => {
    const renewSessionToken = vi.fn(async () => 'fresh');
    const { client } = setup([json(401, { code: 'unauthorized', message: 'no token' })], {
      getSessionToken: () => undefined,
      renewSessionToken,
    });
    await expect(client.get('/session/login')).rejects.toMatchObject({ status: 401 });
    expect(renewSessionToken).not.toHaveBeenCalled();
  });
});
