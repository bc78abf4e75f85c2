import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DocumentSummary, PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInForTest } from './identity/sign-in.fixtures.ts';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { type Credentials, freePort, startTestApp, type TestApp } from './test/harness.ts';
import {
  entries,
  killHard,
  type ServerProcess,
  sendTo,
  startProcess,
  stopProcess,
  until,
} from './test/processes.ts';

/** A render that waits this long is one a test can kill while it is rendering. */
const SLOW_RENDER = { TEST_PRINT_DELAY_MS: '600000' };

/** Publishes an inventory register print and answers its id. */
async function publishRegister(baseUrl: string, credentials: Credentials): Promise<number> {
  const registers = await sendTo<{ id: number }[]>(baseUrl, credentials, 'GET', '/register/list');
  const published = await sendTo<{ id: number }>(
    baseUrl,
    credentials,
    'POST',
    '/s3documents/publishMessage',
    {
      documentType: 7,
      conditions: { idRegister: registers.body[0]?.id, atDate: '2026-03-31' },
    },
  );
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return published.body.id;
}

async function printOf(baseUrl: string, credentials: Credentials, id: number): Promise<DocumentSummary> {
  const page = await sendTo<{ s3Documents: DocumentSummary[] }>(
    baseUrl,
    credentials,
    'POST',
    '/s3documents/search/1/50',
    {},
  );
  const found = page.body.s3Documents.find((d) => d.id === id);
  if (!found) throw new Error(`print ${id} not found: ${JSON.stringify(page.body)}`);
  return found;
}

const statusIs = (baseUrl: string, credentials: Credentials, id: number, statuses: number[]) => async () => {
  const print = await printOf(baseUrl, credentials, id);
  return statuses.includes(print.processingStatus) ? print : undefined;
};

/**
 * A print whose process is killed while it renders (kill -9) must not keep its user out of printing
 * (`stillProcessing`) until pg-boss expires the job ten minutes later: it is taken back at once by the
 * embedded engine's restarted process, and within a minute by a live worker on a PostgreSQL server.
 */
describe('a print killed while rendering', () => {
  // The embedded database belongs to one process, which is restarted on the same data folder: the
  // case of every default installation. It does not use the suite's database, so it runs in one pass.
  describe.skipIf(inject('testDatabase').engine !== 'pglite')('on the embedded database', () => {
    let dataDir: string;
    let port: number;
    let baseUrl: string;
    let server: ServerProcess | undefined;

    /** `npm start`'s server on the test's data folder, once it listens. */
    async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
      const started = startProcess(entries.main, {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        WEB_DIST: '/nonexistent',
        LOG_LEVEL: 'warn',
        ...env,
      });
      server = started;
      await until(
        'the server to listen',
        () => {
          if (started.process.exitCode !== null) throw new Error(`the server exited: ${started.output()}`);
          return started.output().includes('is running at') ? true : undefined;
        },
        120_000,
      );
      return started;
    }

    /** A demo account: each test uses its own school's, so one test's prints never hold the other's. */
    async function signInDemo(username: 'demo.dsga' | 'demo.dsga2'): Promise<Required<Credentials>> {
      const { accessToken } = await signInForTest(baseUrl, username, DEMO_PASSWORD);
      const session = await sendTo<{ token: string }>(baseUrl, { accessToken }, 'GET', '/session/login');
      expect(session.status).toBe(200);
      return { accessToken, sessionToken: session.body.token };
    }

    /** Publishes a print on a slow server and kills the server while the print renders. */
    async function killMidRender(credentials: Credentials, id?: number): Promise<number> {
      const printId = id ?? (await publishRegister(baseUrl, credentials));
      await until(
        'the print to be rendering',
        statusIs(baseUrl, credentials, printId, [PROCESSING_STATUS.processing]),
      );
      if (server) await killHard(server);
      return printId;
    }

    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'inventario-print-recovery-'));
      port = await freePort();
      baseUrl = `http://127.0.0.1:${port}`;
    });
    afterEach(async () => {
      if (server) await stopProcess(server);
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('is taken back when the process starts again: it completes, and its user prints again within seconds', async () => {
      await startServer(SLOW_RENDER);
      const credentials = await signInDemo('demo.dsga');
      const interrupted = await killMidRender(credentials);

      await startServer();
      const restarted = Date.now();
      const done = await until(
        'the interrupted print to be rendered',
        statusIs(baseUrl, credentials, interrupted, [PROCESSING_STATUS.done, PROCESSING_STATUS.failed]),
        30_000,
      );
      expect(done).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });
      const next = await publishRegister(baseUrl, credentials);
      const waited = Date.now() - restarted;
      console.log(`embedded: the next print was accepted ${waited} ms after the restart`);
      expect(waited).toBeLessThan(15_000);
      expect(
        await until(
          'the next print to be rendered',
          statusIs(baseUrl, credentials, next, [PROCESSING_STATUS.done]),
        ),
      ).toMatchObject({ failureCode: null });
    }, 300_000);

    it('that kills its process at every attempt is marked failed after the last, and its user prints again', async () => {
      await startServer(SLOW_RENDER);
      const credentials = await signInDemo('demo.dsga2');
      const doomed = await killMidRender(credentials);
      // Three retries: each restart takes the print back, and it kills the process again.
      for (let retry = 1; retry <= 3; retry++) {
        await startServer(SLOW_RENDER);
        await killMidRender(credentials, doomed);
      }

      await startServer();
      const failed = await until(
        'the abandoned print to be failed',
        statusIs(baseUrl, credentials, doomed, [PROCESSING_STATUS.done, PROCESSING_STATUS.failed]),
        30_000,
      );
      expect(failed).toMatchObject({
        processingStatus: PROCESSING_STATUS.failed,
        failureCode: 'documentRenderFailed',
      });
      const next = await publishRegister(baseUrl, credentials);
      expect(
        await until(
          'the next print to be rendered',
          statusIs(baseUrl, credentials, next, [PROCESSING_STATUS.done]),
        ),
      ).toMatchObject({ failureCode: null });
    }, 600_000);
  });

  // Two processes share a PostgreSQL server only (CI's second pass runs the API tests on one): an API
  // process with WORKER=off, and a worker process killed mid-render, then another in its place.
  describe.skipIf(inject('testDatabase').engine !== 'postgres')('on a PostgreSQL server', () => {
    let t: TestApp;
    const workers: ServerProcess[] = [];
    const startWorker = async (env: Record<string, string> = {}) => {
      const worker = startProcess(entries.worker, {
        DATABASE_URL: t.database.url ?? '',
        DATA_DIR: t.dataDir,
        PUBLIC_URL: t.baseUrl,
        LOG_LEVEL: 'info',
        ...env,
      });
      workers.push(worker);
      await until('the worker to start', () =>
        worker.output().includes('print worker started') ? true : undefined,
      );
      return worker;
    };
    beforeAll(async () => {
      t = await startTestApp({ WORKER: 'off' });
    });
    afterAll(async () => {
      for (const worker of workers) await stopProcess(worker);
      await t.close();
    });

    it('is retried within a minute once its worker is dead, and its user prints again', async () => {
      const s = await schoolWithYear(t);
      await chargeAssets(t, s.credentials, '2026-02-01', [
        { subcategoryId: s.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
      ]);
      const slow = await startWorker(SLOW_RENDER);
      const interrupted = await publishRegister(t.baseUrl, s.credentials);
      await until(
        'the print to be rendering',
        statusIs(t.baseUrl, s.credentials, interrupted, [PROCESSING_STATUS.processing]),
      );
      await killHard(slow);
      const killed = Date.now();
      await startWorker();

      const done = await until(
        'the interrupted print to be rendered',
        statusIs(t.baseUrl, s.credentials, interrupted, [PROCESSING_STATUS.done, PROCESSING_STATUS.failed]),
        90_000,
      );
      const waited = Date.now() - killed;
      console.log(`PostgreSQL: the dead worker's print was rendered ${waited} ms after the kill`);
      expect(done).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });
      expect(waited).toBeLessThan(60_000);
      const next = await publishRegister(t.baseUrl, s.credentials);
      expect(
        await until(
          'the next print to be rendered',
          statusIs(t.baseUrl, s.credentials, next, [PROCESSING_STATUS.done]),
        ),
      ).toMatchObject({ failureCode: null });
    }, 180_000);
  });
});
