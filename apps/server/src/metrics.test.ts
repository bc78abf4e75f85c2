import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, serveWorkerMetrics } from './http/metrics.ts';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { printReaching, publishRegisterOver } from './modules/documents/print-requests.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import { call, freePort, startTestApp, type TestApp } from './test/harness.ts';

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
    const id = await publishRegisterOver(t.baseUrl, s.credentials);
    expect((await printReaching(t.baseUrl, s.credentials, id)).processingStatus).toBe(PROCESSING_STATUS.done);

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
