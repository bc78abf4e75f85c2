import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { queryRows } from './db/client.ts';
import { schoolWithYear } from './modules/charges/charge.fixtures.ts';
import { chargeAssets } from './modules/value-vouchers/value-voucher.fixtures.ts';
import { send, startTestApp, type TestApp } from './test/harness.ts';
import { entries, type ServerProcess, startProcess, stopProcess, until } from './test/processes.ts';

/** `npm run worker`: the worker-only process, beside API processes that run with `WORKER=off`. */
const startWorker = (env: Record<string, string>) => startProcess(entries.worker, env);

describe('the worker-only process', () => {
  it('refuses to start on the embedded database, saying why', async () => {
    const worker = startWorker({ DATABASE_URL: '', LOG_LEVEL: 'info' });
    expect(await worker.exited).toBe(2);
    expect(worker.output()).toContain('npm run worker needs DATABASE_URL');
  });

  // The embedded database belongs to one process: two processes share a PostgreSQL server only (CI's
  // second pass runs the API tests on one).
  describe.skipIf(inject('testDatabase').engine !== 'postgres')('on a PostgreSQL server', () => {
    let t: TestApp;
    let worker: ServerProcess;
    beforeAll(async () => {
      t = await startTestApp({ WORKER: 'off' });
      worker = startWorker({
        DATABASE_URL: t.database.url ?? '',
        DATA_DIR: t.dataDir,
        PUBLIC_URL: t.baseUrl,
        LOG_LEVEL: 'info',
      });
      await until('the worker to start', () =>
        worker.output().includes('print worker started') ? true : undefined,
      );
    });
    afterAll(async () => {
      await stopProcess(worker);
      await t.close();
    });

    it('warns in one line at start when DATABASE_URL signs in as a superuser, and only then', async () => {
      const [role] = await queryRows<{ superuser: boolean }>(
        t.db,
        sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
      );
      const warnings = worker.output().match(/^Warning: DATABASE_URL signs in .*superuser.*$/gm) ?? [];
      expect(warnings).toHaveLength(role?.superuser ? 1 : 0);
    });

    it('renders a print that an API process with WORKER=off published', async () => {
      const s = await schoolWithYear(t);
      await chargeAssets(t, s.credentials, '2026-02-01', [
        { subcategoryId: s.hardware, historicalPrice: 1234.56, description: 'Server di rete' },
      ]);
      const registers = (
        await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
      ).body;
      const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
        documentType: 7,
        conditions: { idRegister: registers[0]?.id, atDate: '2026-03-31' },
      });
      expect(published.status, JSON.stringify(published.body)).toBe(200);

      const done = await until('the print to be rendered', async () => {
        const page = await send<{ s3Documents: DocumentSummary[] }>(
          t,
          s.credentials,
          'POST',
          '/s3documents/search/1/10',
          {},
        );
        const found = page.body.s3Documents.find((d) => d.id === published.body.id);
        return found && found.processingStatus > 2 ? found : undefined;
      });
      expect(done).toMatchObject({ processingStatus: 3, failureCode: null });
      expect(worker.output()).toContain(`print request ${published.body.id} of ${s.customerCode} rendered`);

      const link = await send<{ url: string }>(
        t,
        s.credentials,
        'GET',
        `/s3documents/${done.id}/generateUrlForDownload`,
      );
      const download = await fetch(link.body.url);
      expect(download.status).toBe(200);
      expect(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    });
  });
});
