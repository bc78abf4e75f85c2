import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, serveWorkerMetrics } from './http/metrics.ts';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import { call, freePort, send, startTestApp, type TestApp } from './test/harness.ts';

const TOKEN = 'scraper-token-0123456789';

describe('Prometheus metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS: 'on', METRICS_TOKEN: TOKEN, WORKER: 'on' });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await call(t, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers only the scraper with the token', async () => {
    expect((await call(t, { method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await call(t, {
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await scrape()).toContain('inventario_process_cpu_seconds_total');
  });

  it('times requests by route template, renders by document type, and reads the queues and the pool', async () => {
    const s = await schoolWithYear(t);
    await chargeAssets(t, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 900, description: 'Notebook' },
    ]);
    const registers = (
      await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
    ).body;
    const idRegister = registers.find((r) => /mobili/i.test(r.description))?.id;
    const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 7,
      conditions: { idRegister, atDate: '2026-06-30' },
    });
    expect(published.status).toBe(200);
    let done: DocumentSummary | undefined;
    for (let attempt = 0; attempt < 600 && !done; attempt++) {
      const page = await send<{ s3Documents: DocumentSummary[] }>(
        t,
        s.credentials,
        'POST',
        '/s3documents/search/1/10',
        {},
      );
      done = page.body.s3Documents.find((d) => d.id === published.body.id && d.processingStatus > 2);
      if (!done) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(done?.processingStatus).toBe(3);

    const text = await scrape();
    // The route's template, never the raw URL with its ids.
    expect(text).toMatch(
      /inventario_http_request_duration_seconds_count\{method="POST",route="\/inventario\/api\/s3documents\/search\/:page\/:size",status="200"\} \d+/,
    );
    expect(text).not.toContain('route="/inventario/api/s3documents/search/1/10"');
    expect(text).toMatch(/inventario_print_render_seconds_count\{document_type="7",outcome="done"\} 1\n/);
    expect(text).toContain('# TYPE inventario_job_queue_jobs gauge');
    expect(text.includes('inventario_db_pool_connections{state="total"}')).toBe(
      t.database.engine === 'postgres',
    );
  });
});

describe('without METRICS', () => {
  it('serves no metrics', async () => {
    const t = await startTestApp();
    try {
      expect((await call(t, { method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe("a worker process's metrics", () => {
  it('are served on their own port, to the scraper with the token only', async () => {
    const metrics = createMetrics({
      queueDepth: async () => [{ queue: 'print', state: 'created', count: 3 }],
    });
    metrics.observeRender(7, 0.4, 'done');
    const port = await freePort();
    const stop = await serveWorkerMetrics(metrics, { port, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const text = await (await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(text).toContain('inventario_job_queue_jobs{queue="print",state="created"} 3');
      expect(text).toMatch(
        /inventario_print_render_seconds_bucket\{le="0\.5",document_type="7",outcome="done"\} 1/,
      );
    } finally {
      await stop();
    }
  });
});
