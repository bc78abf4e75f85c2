import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { printReaching, publishRegisterOver } from './modules/documents/print-requests.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import { DEMO_PASSWORD } from './seed/demo.ts';
import { type Credentials, freePort, startTestApp, type TestApp } from './test/harness.ts';
import {
  entries,
  killHard,
  type ServerProcess,
  signInTo,
  startProcess,
  startServer,
  stopProcess,
  until,
} from './test/processes.ts';

/** A render that waits this long is one a test can kill while it is rendering. */
const SLOW_RENDER = { TEST_PRINT_DELAY_MS: '600000' };

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

    /** `npm start`'s server on the test's data folder, as it restarts after a crash. */
    async function start(env: Record<string, string> = {}): Promise<void> {
      server = await startServer({
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        ...env,
      });
    }

    /** Kills the server while the print renders (publishing one first unless `id` names it). */
    async function killMidRender(credentials: Credentials, id?: number): Promise<number> {
      const printId = id ?? (await publishRegisterOver(baseUrl, credentials));
      await printReaching(baseUrl, credentials, printId, [PROCESSING_STATUS.processing]);
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

    // Each test signs in to its own demo school, so one test's prints never hold the other's.
    it('is taken back when the process starts again: it completes, and its user prints again within seconds', async () => {
      await start(SLOW_RENDER);
      const credentials = await signInTo(baseUrl, 'demo.dsga', DEMO_PASSWORD);
      const interrupted = await killMidRender(credentials);

      await start();
      const restarted = Date.now();
      const done = await printReaching(baseUrl, credentials, interrupted, undefined, 30_000);
      expect(done).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });
      const next = await publishRegisterOver(baseUrl, credentials);
      const waited = Date.now() - restarted;
      console.log(`embedded: the next print was accepted ${waited} ms after the restart`);
      expect(waited).toBeLessThan(15_000);
      expect(await printReaching(baseUrl, credentials, next)).toMatchObject({
        processingStatus: PROCESSING_STATUS.done,
        failureCode: null,
      });
    }, 300_000);

    it('that kills its process at every attempt is marked failed after the last, and its user prints again', async () => {
      await start(SLOW_RENDER);
      const credentials = await signInTo(baseUrl, 'demo.dsga2', DEMO_PASSWORD);
      const doomed = await killMidRender(credentials);
      // Three retries: each restart takes the print back, and it kills the process again.
      for (let retry = 1; retry <= 3; retry++) {
        await start(SLOW_RENDER);
        await killMidRender(credentials, doomed);
      }

      await start();
      expect(await printReaching(baseUrl, credentials, doomed, undefined, 30_000)).toMatchObject({
        processingStatus: PROCESSING_STATUS.failed,
        failureCode: 'documentRenderFailed',
      });
      const next = await publishRegisterOver(baseUrl, credentials);
      expect(await printReaching(baseUrl, credentials, next)).toMatchObject({
        processingStatus: PROCESSING_STATUS.done,
        failureCode: null,
      });
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
      const interrupted = await publishRegisterOver(t.baseUrl, s.credentials);
      await printReaching(t.baseUrl, s.credentials, interrupted, [PROCESSING_STATUS.processing]);
      await killHard(slow);
      const killed = Date.now();
      await startWorker();

      const done = await printReaching(t.baseUrl, s.credentials, interrupted, undefined, 90_000);
      const waited = Date.now() - killed;
      console.log(`PostgreSQL: the dead worker's print was rendered ${waited} ms after the kill`);
      expect(done).toMatchObject({ processingStatus: PROCESSING_STATUS.done, failureCode: null });
      expect(waited).toBeLessThan(60_000);
      const next = await publishRegisterOver(t.baseUrl, s.credentials);
      expect(await printReaching(t.baseUrl, s.credentials, next)).toMatchObject({
        processingStatus: PROCESSING_STATUS.done,
        failureCode: null,
      });
    }, 180_000);
  });
});
