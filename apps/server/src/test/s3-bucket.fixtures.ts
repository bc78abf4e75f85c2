import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './harness.ts';

/** A local S3 server (s3rver) with a `documents` bucket, and the environment that points the app at it. */
export interface TestBucket {
  env: Record<string, string>;
  /** The server's folder, removed with it: a test may write its scratch files there. */
  directory: string;
  close(): Promise<void>;
}

export async function startTestBucket(): Promise<TestBucket> {
  const directory = await mkdtemp(path.join(tmpdir(), 'inventario-s3-'));
  const port = await freePort();
  const s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: 'documents' }],
  });
  await s3.run();
  return {
    directory,
    env: {
      STORAGE: 's3',
      S3_BUCKET: 'documents',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'on',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
