import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error.ts';

/** What a scrape reads at its time: the queues' jobs by state, the database pool, the ledger check. */
export interface MetricsSources {
  queueDepth?: () => Promise<readonly { queue: string; state: string; count: number }[]>;
  /** The connections of the database pool, on a PostgreSQL server (the embedded engine has none). */
  pool?: () => { total: number; idle: number; waiting: number };
  /**
   * The nightly ledger check's latest finished run (null before the first), read from the database at
   * each scrape: every API node reports the same run.
   */
  ledgerCheck?: () => Promise<LedgerCheckFigures | null>;
}

/** What the metrics say of a ledger check's run. */
export interface LedgerCheckFigures {
  finishedAt: string;
  schools: number;
  broken: number;
}

/** How long one document took to render, and whether it was stored or failed. */
export type RenderObserver = (documentType: number, seconds: number, outcome: 'done' | 'failed') => void;

export interface Metrics {
  registry: Registry;
  observeRender: RenderObserver;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
}

/** Seconds: a list answers in tens of milliseconds, a large register renders in seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const RENDER_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300];

/**
 * This process's Prometheus metrics (issue 21, "Operations"): the process's own (CPU, memory, event
 * loop), the requests by route template (never by raw URL: a label per asset id would grow without
 * end), the print renders by document type, the job queues' depth and the database pool.
 */
export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'inventario_' });
  const requests = new Histogram({
    name: 'inventario_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const renders = new Histogram({
    name: 'inventario_print_render_seconds',
    help: 'Time to render and store a document, by document type and outcome',
    labelNames: ['document_type', 'outcome'] as const,
    buckets: RENDER_BUCKETS,
    registers: [registry],
  });
  const { queueDepth, pool } = sources;
  if (queueDepth) {
    new Gauge({
      name: 'inventario_job_queue_jobs',
      help: 'Jobs of each queue waiting (created, retry) or running (active)',
      labelNames: ['queue', 'state'] as const,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await queueDepth()) this.set({ queue: row.queue, state: row.state }, row.count);
      },
    });
  }
  if (sources.ledgerCheck) ledgerCheckGauges(registry, sources.ledgerCheck);
  if (pool) {
    new Gauge({
      name: 'inventario_db_pool_connections',
      help: 'Connections of the database pool: total, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = pool();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }
  return {
    registry,
    observeRender: (documentType, seconds, outcome) =>
      renders.observe({ document_type: String(documentType), outcome }, seconds),
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
  };
}

/**
 * The latest run of the nightly ledger check: when it ended (0 before the first run, so an alert on
 * its age fires on an installation whose check never ran), how many schools it checked and how many
 * ledgers it found broken (0 and 0 before the first run). The three gauges of a scrape share one read.
 */
function ledgerCheckGauges(registry: Registry, latest: () => Promise<LedgerCheckFigures | null>): void {
  let reading: Promise<LedgerCheckFigures | null> | undefined;
  const read = () => {
    reading ??= latest().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const gauges = [
    {
      name: 'inventario_ledger_check_last_run_timestamp_seconds',
      help: 'When the latest nightly ledger check ended, in seconds since the epoch; 0 before the first',
      value: (run: LedgerCheckFigures) => Date.parse(run.finishedAt) / 1000,
    },
    {
      name: 'inventario_ledger_check_schools',
      help: 'Schools the latest nightly ledger check checked',
      value: (run: LedgerCheckFigures) => run.schools,
    },
    {
      name: 'inventario_ledger_check_broken_schools',
      help: 'Schools whose ledger the latest nightly ledger check found broken',
      value: (run: LedgerCheckFigures) => run.broken,
    },
  ];
  for (const gauge of gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      registers: [registry],
      async collect() {
        const run = await read();
        this.set(run ? gauge.value(run) : 0);
      },
    });
  }
}

function tokenMatches(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every answer by its route template and serves `GET /metrics` in Prometheus's text format;
 * with a token, only to a scraper that sends it (`Authorization: Bearer`).
 */
export function installMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (token && !tokenMatches(request.headers.authorization, token))
      throw new AppError('unauthorized', 'Metrics token required');
    return reply
      .header('content-type', metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}

/**
 * A worker process serves nothing else: its metrics (its renders, its queues) get a small server of
 * their own on `port`, answering `GET /metrics` only. Answers how to stop it.
 */
export async function serveWorkerMetrics(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<() => Promise<void>> {
  const server = createServer((request, response) => {
    const authorised = !options.token || tokenMatches(request.headers.authorization, options.token);
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
    } else if (!authorised) {
      response.writeHead(401).end();
    } else {
      metrics.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => response.writeHead(500).end(),
      );
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
