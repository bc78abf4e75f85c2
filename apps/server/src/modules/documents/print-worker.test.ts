import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenantTransaction } from '../../db/tenant.ts';
import type { DocumentStore } from '../../storage/document-store.ts';
import { send, startTestApp, type TestApp } from '../../test/harness.ts';
import { schoolWithYear } from '../charges/charge.fixtures.ts';
import * as repo from './documents.repo.ts';
import { renderPrintRequest } from './print-worker.ts';
import type { DocumentRenderer } from './renderer-support.ts';

/** An in-memory store: what the worker put, by key. */
function memoryStore(): DocumentStore & { files: Map<string, Uint8Array> } {
  const files = new Map<string, Uint8Array>();
  return {
    files,
    put: async (key, bytes) => void files.set(key, bytes),
    remove: async (keys) => {
      for (const key of keys) files.delete(key);
    },
    signedUrl: async (file) => `memory://${file.key}`,
  };
}

/** The worker's handling of failures: retried while attempts remain, failed with a reason after. */
describe('print worker', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function queuedRequest() {
    const s = await schoolWithYear(t);
    const registers = (
      await send<{ id: number; description: string }[]>(t, s.credentials, 'GET', '/register/list')
    ).body;
    const published = await send<{ id: number }>(t, s.credentials, 'POST', '/s3documents/publishMessage', {
      documentType: 7,
      conditions: { idRegister: registers[0]?.id, atDate: '2026-03-31' },
    });
    return { customerCode: s.customerCode, requestId: published.body.id };
  }
  const stateOf = (job: { customerCode: string; requestId: number }) =>
    inTenantTransaction(t.db, job.customerCode, (tx) =>
      repo.findRequest(tx, job.customerCode, job.requestId),
    );

  it('puts a request whose render crashed back in the queue, renders it on the next attempt, fails it after the last', async () => {
    const job = await queuedRequest();
    const store = memoryStore();
    let calls = 0;
    const flaky: DocumentRenderer<never, unknown> = {
      load: async () => ({}),
      render: async () => {
        calls++;
        if (calls === 1) throw new Error('out of memory');
        return [
          {
            fileName: 'registro.pdf',
            contentType: 'application/pdf',
            bytes: new Uint8Array([37, 80, 68, 70]),
          },
        ];
      },
    };
    const deps = { db: t.db, store, rendererOf: () => flaky };

    await expect(renderPrintRequest(deps, job, 0)).rejects.toThrow('out of memory');
    expect(await stateOf(job)).toMatchObject({
      status: PROCESSING_STATUS.queued,
      failureCode: 'documentRenderFailed',
      attempts: 1,
    });
    await renderPrintRequest(deps, job, 1);
    expect(await stateOf(job)).toMatchObject({
      status: PROCESSING_STATUS.done,
      failureCode: null,
      attempts: 2,
    });
    expect([...store.files.keys()]).toEqual([`${job.customerCode}/${job.requestId}-0.pdf`]);
    // A late duplicate of a job already done changes nothing.
    await renderPrintRequest(deps, job, 2);
    expect(calls).toBe(2);

    const doomed = await queuedRequest();
    const broken = {
      ...deps,
      rendererOf: () => ({ ...flaky, render: () => Promise.reject(new Error('broken font')) }),
    };
    await expect(renderPrintRequest(broken, doomed, 3)).rejects.toThrow('broken font');
    expect(await stateOf(doomed)).toMatchObject({
      status: PROCESSING_STATUS.failed,
      failureCode: 'documentRenderFailed',
    });
  });

  it('fails at once, without retrying, what can never render', async () => {
    const job = await queuedRequest();
    await renderPrintRequest({ db: t.db, store: memoryStore(), rendererOf: () => undefined }, job, 0);
    expect(await stateOf(job)).toMatchObject({
      status: PROCESSING_STATUS.failed,
      failureCode: 'documentTypeNotAvailable',
    });
  });
});
