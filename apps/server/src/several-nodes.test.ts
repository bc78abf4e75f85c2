import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from './db/client.ts';
import { signInForTest } from './identity/sign-in.fixtures.ts';
import { printReaching, publishRegisterOver } from './modules/documents/print-requests.fixtures.ts';
import { buildSchool, buildUser, type Credentials, freePort, type TestUser } from './test/harness.ts';
import {
  entries,
  killHard,
  type ServerProcess,
  sendTo,
  startProcess,
  stopProcess,
  until,
} from './test/processes.ts';
import { startTestBucket, type TestBucket } from './test/s3-bucket.fixtures.ts';
import { openFixturesDatabase, openTestDatabase } from './test/test-database.ts';

/**
 * An installation of several nodes (README.md, "Running several nodes"), as real processes: two API
 * nodes with `WORKER=off`, one worker process, one PostgreSQL database and one S3 bucket (s3rver),
 * each process with a data folder of its own, so nothing passes between them but the database and
 * the bucket. A round-robin balancer without stickiness stands at PUBLIC_URL.
 */
const source = inject('testDatabase');

describe.skipIf(source.engine !== 'postgres')(
  'several nodes: two API processes and a worker on one PostgreSQL database and one S3 bucket (skipped on the embedded database, which is one process by definition)',
  () => {
    const secrets = {
      // What every node of an installation shares besides the database and the bucket.
      DOCUMENTS_SECRET: 'several-nodes-documents-secret-0123456789',
    };
    let database: Database;
    let fixtures: Database | undefined;
    let bucket: TestBucket;
    let balancer: Balancer;
    const dataDirs: string[] = [];
    const processes: { name: string; process: ServerProcess }[] = [];
    let nodeA: string;
    let nodeB: string;
    let workerMetrics: string;
    let customerCode: string;
    let user: TestUser;

    function outputs(): string {
      return processes
        .map(({ name, process }) => `----- ${name} -----\n${process.output() || '(no output)'}`)
        .join('\n');
    }

    async function start(name: string, entry: string, env: Record<string, string>): Promise<ServerProcess> {
      const slug = name.toLowerCase().replace(/\W+/g, '-');
      const dataDir = await mkdtemp(path.join(tmpdir(), `inventario-nodes-${slug}-`));
      dataDirs.push(dataDir);
      const started = startProcess(entry, { ...env, DATA_DIR: dataDir });
      processes.push({ name, process: started });
      return started;
    }

    /** Until the process answers 200 at `url` (its /healthz, the worker's /metrics). */
    function answering(name: string, server: ServerProcess, url: string): Promise<true> {
      return until(
        `${name} to answer ${url}`,
        async () => {
          if (server.process.exitCode !== null) throw new Error(`${name} exited: ${server.output()}`);
          const response = await fetch(url).catch(() => undefined);
          await response?.body?.cancel();
          return response?.status === 200 ? true : undefined;
        },
        60_000,
      );
    }

    beforeAll(async () => {
      try {
        database = await openTestDatabase(source);
        fixtures = await openFixturesDatabase(source, database);
        const school = await buildSchool((fixtures ?? database).db);
        customerCode = school.customerCode;
        // A user in the database before the first start: no node seeds the demo schools.
        user = await buildUser((fixtures ?? database).db, school);
        bucket = await startTestBucket();

        const [portA, portB, metricsPort] = [await freePort(), await freePort(), await freePort()];
        nodeA = `http://127.0.0.1:${portA}`;
        nodeB = `http://127.0.0.1:${portB}`;
        workerMetrics = `http://127.0.0.1:${metricsPort}/metrics`;
        balancer = await startBalancer([portA, portB]);
        const shared = {
          DATABASE_URL: database.url ?? '',
          ...bucket.env,
          ...secrets,
          PUBLIC_URL: balancer.url,
          HOST: '127.0.0.1',
          WEB_DIST: '/nonexistent',
          LOG_LEVEL: 'warn',
          METRICS: 'on',
        };
        // All three at once, as an installation's processes start: each migrates the database, and
        // the API nodes agree on the identity provider's keys, which neither has met yet.
        const a = await start('API node A', entries.main, { ...shared, PORT: String(portA), WORKER: 'off' });
        const b = await start('API node B', entries.main, { ...shared, PORT: String(portB), WORKER: 'off' });
        const worker = await start('worker', entries.worker, {
          ...shared,
          METRICS_PORT: String(metricsPort),
          // It says which print it rendered.
          LOG_LEVEL: 'info',
        });
        await Promise.all([
          answering('API node A', a, `${nodeA}/healthz`),
          answering('API node B', b, `${nodeB}/healthz`),
          answering('the worker', worker, workerMetrics),
        ]);
        await until('the worker to start', () =>
          worker.output().includes('print worker started') ? true : undefined,
        );
      } catch (error) {
        console.error(`several nodes: the start failed\n${outputs()}`);
        throw error;
      }
    }, 120_000);

    afterEach((context) => {
      if (context.task.result?.state === 'fail')
        console.error(`several nodes: the processes' output\n${outputs()}`);
    });

    afterAll(async () => {
      await Promise.all(processes.map(({ process }) => stopWithin(process, 15_000)));
      await balancer?.close();
      await bucket?.close();
      await fixtures?.close();
      await database?.close();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }, 60_000);

    let credentials: Required<Credentials>;

    it('signs in through a balancer that sends each request to the other node: it needs no stickiness', async () => {
      const before = [...balancer.served];
      const { accessToken } = await signInForTest(balancer.url, user.username, user.password);
      // Discovery, authorization, the login page, its form, the redirects and the token: every step
      // went to the other node than the one before it, so both served part of the one sign-in.
      const servedNow = balancer.served.map((count, node) => count - (before[node] ?? 0));
      expect(servedNow).toHaveLength(2);
      for (const count of servedNow) expect(count).toBeGreaterThanOrEqual(2);

      // The backend session opens on node A; node B accepts it, and the token, at once.
      const session = await sendTo<{ token: string }>(nodeA, { accessToken }, 'GET', '/session/login');
      expect(session.status).toBe(200);
      credentials = { accessToken, sessionToken: session.body.token };
      const onB = await sendTo<{ customerCode: string }[]>(nodeB, credentials, 'GET', '/register/list');
      expect(onB.status).toBe(200);
    });

    it('renders in the worker process a print published on node A, and node B downloads it from the bucket', async () => {
      expect(
        (await sendTo(nodeA, credentials, 'POST', '/financialYear', { startDate: '2026-01-01' })).status,
      ).toBe(200);
      const subcategories = await sendTo<{ id: number; defaultCode: string }[]>(
        nodeB,
        credentials,
        'GET',
        '/subcategory/inventory',
      );
      const hardware = subcategories.body.find((s) => s.defaultCode === 'movable.03.01')?.id;
      const charge = await sendTo(nodeB, credentials, 'POST', '/movement/charge', {
        date: '2026-02-01',
        causal: 'ACQ',
        assets: [{ description: 'Server di rete', subcategoryId: hardware, historicalPrice: 1234.56 }],
      });
      expect(charge.status, JSON.stringify(charge.body)).toBe(200);

      const id = await publishRegisterOver(nodeA, credentials);
      const done = await printReaching(nodeB, credentials, id, undefined, 30_000);
      expect(done).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });

      // The worker rendered it, once; the API nodes (WORKER=off) rendered nothing.
      const worker = processes.find((p) => p.name === 'worker')?.process;
      expect(worker?.output()).toContain(`print request ${id} of ${customerCode} rendered`);
      expect(await scrape(workerMetrics)).toMatch(
        /^inventario_print_render_seconds_count\{document_type="7",outcome="done"\} 1$/m,
      );
      for (const node of [nodeA, nodeB]) {
        expect(await scrape(`${node}/metrics`)).not.toMatch(/^inventario_print_render_seconds_count/m);
      }

      const link = await sendTo<{ url: string }>(
        nodeB,
        credentials,
        'GET',
        `/s3documents/${id}/generateUrlForDownload`,
      );
      expect(link.status).toBe(200);
      expect(link.body.url.startsWith(`${bucket.env.S3_ENDPOINT}/documents/`)).toBe(true);
      const download = await fetch(link.body.url);
      expect(download.status).toBe(200);
      const pdf = Buffer.from(await download.arrayBuffer());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The very file is an object in the bucket's folder; no process wrote a file of its own.
      const objects = await filesUnder(path.join(bucket.directory, 'documents'));
      const stored = await Promise.all(
        objects.filter((file) => file.endsWith('._S3rver_object')).map((file) => readFile(file)),
      );
      expect(stored.map(sha256)).toContain(sha256(pdf));
      for (const dir of dataDirs) expect(await filesUnder(dir)).toEqual([]);
    }, 60_000);

    it('refuses on node A, at once, a session logged out on node B, whether a route reads the database or not', async () => {
      // Node A has just served this session: it keeps it in its cache of sessions for a while.
      expect((await sendTo(nodeA, credentials, 'GET', '/register/list')).status).toBe(200);
      expect((await sendTo(nodeA, credentials, 'GET', '/movement/charge/causalList')).status).toBe(200);

      expect((await sendTo(nodeB, credentials, 'GET', '/session/logout')).status).toBe(204);

      // No wait. First routes that read nothing of the database (a fixed list, a template workbook),
      // then ones that read a school's data, a second logout, and node B itself.
      const causals = await sendTo(nodeA, credentials, 'GET', '/movement/charge/causalList');
      expect(causals).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
      const template = await fetch(`${nodeA}/inventario/api/import/type/1/template`, {
        headers: {
          authorization: `Bearer ${credentials.accessToken}`,
          'x-auth-token': credentials.sessionToken,
        },
      });
      expect(template.status).toBe(401);
      expect(template.headers.get('content-disposition')).toBeNull();
      expect(await template.json()).toMatchObject({ code: 'unauthorized' });
      expect(await sendTo(nodeA, credentials, 'GET', '/register/list')).toMatchObject({
        status: 401,
        body: { code: 'unauthorized' },
      });
      expect((await sendTo(nodeA, credentials, 'POST', '/s3documents/search/1/10', {})).status).toBe(401);
      expect((await sendTo(nodeA, credentials, 'GET', '/session/logout')).status).toBe(401);
      expect((await sendTo(nodeB, credentials, 'GET', '/register/list')).status).toBe(401);
    });

    it('acts on node A, at once, for the school vendor staff chose on node B', async () => {
      const db = (fixtures ?? database).db;
      const home = await buildSchool(db);
      const target = await buildSchool(db);
      const staff = await buildUser(db, home, { roles: ['inv.default', 'InvAdmin'] });
      const { accessToken } = await signInForTest(balancer.url, staff.username, staff.password);
      const session = await sendTo<{ token: string }>(nodeA, { accessToken }, 'GET', '/session/login');
      const vendor = { accessToken, sessionToken: session.body.token };
      const used = () => sendTo<{ customerCode: string }>(nodeA, vendor, 'GET', '/school/codMin');
      const registers = (node: string) => sendTo<{ id: number }[]>(node, vendor, 'GET', '/register/list');
      expect((await used()).body).toEqual({ customerCode: home.customerCode, impersonating: false });
      const homeRegisters = (await registers(nodeA)).body.map((r) => r.id);

      const chosen = await sendTo(nodeB, vendor, 'POST', `/school/codMin/${target.customerCode}`);
      expect(chosen.body).toEqual({ customerCode: target.customerCode, impersonating: true });
      expect((await used()).body).toEqual({ customerCode: target.customerCode, impersonating: true });
      const targetRegisters = (await registers(nodeB)).body.map((r) => r.id);
      expect(targetRegisters).not.toEqual(homeRegisters);
      expect((await registers(nodeA)).body.map((r) => r.id)).toEqual(targetRegisters);

      expect((await sendTo(nodeB, vendor, 'DELETE', '/school/codMin')).status).toBe(200);
      expect((await used()).body).toEqual({ customerCode: home.customerCode, impersonating: false });
      expect((await registers(nodeA)).body.map((r) => r.id)).toEqual(homeRegisters);
    });
  },
);

/** A load balancer without stickiness: each request goes to the next port in turn. */
interface Balancer {
  url: string;
  /** How many requests each port served. */
  served: number[];
  close(): Promise<void>;
}

async function startBalancer(ports: number[]): Promise<Balancer> {
  const served = ports.map(() => 0);
  let next = 0;
  const server: Server = createServer((request, response) => {
    const index = next++ % ports.length;
    served[index] = (served[index] ?? 0) + 1;
    // The Host asked for goes on, as README.md asks of a reverse proxy.
    const upstream = forward(
      {
        host: '127.0.0.1',
        port: ports[index],
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.writeHead(502).end());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the balancer has no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** SIGTERM, as an operator stops a process; SIGKILL if it is still there after `timeoutMs`. */
async function stopWithin(server: ServerProcess, timeoutMs: number): Promise<void> {
  const timer = setTimeout(() => void killHard(server), timeoutMs);
  await stopProcess(server);
  clearTimeout(timer);
}

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return response.text();
}

async function filesUnder(dir: string): Promise<string[]> {
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return found.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
