import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { schoolWithYear } from '../modules/charges/charge.fixtures.ts';
import { printReaching, publishRegisterOver } from '../modules/documents/print-requests.fixtures.ts';
import { chargeAssets } from '../modules/value-vouchers/value-voucher.fixtures.ts';
import { type Credentials, send, signIn, startTestApp, type TestApp } from '../test/harness.ts';
import { schoolDigest } from '../test/school-digest.ts';
import { BackupRefused, backupDataDir, restoreDataDir } from './backup.ts';

const source = inject('testDatabase');
const folders: string[] = [];
const folder = async (name: string) => {
  const made = await mkdtemp(path.join(tmpdir(), `inventario-${name}-`));
  folders.push(made);
  return made;
};
afterAll(async () => {
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

/** The application on the embedded database kept in `dataDir`, as `npm start` runs it. */
async function appOn(dataDir: string, loadDataDir?: Blob): Promise<TestApp> {
  const database = await openDatabase({ dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  const t = await startTestApp({ DATA_DIR: dataDir, WORKER: 'on' }, { database });
  return {
    ...t,
    close: async () => {
      await t.close();
      await database.close();
    },
  };
}

async function renderedRegister(t: TestApp, credentials: Credentials): Promise<number> {
  const id = await publishRegisterOver(t.baseUrl, credentials);
  expect((await printReaching(t.baseUrl, credentials, id)).processingStatus).toBe(PROCESSING_STATUS.done);
  return id;
}

async function downloaded(t: TestApp, credentials: Credentials, id: number): Promise<Buffer> {
  const link = await send<{ url: string }>(
    t,
    credentials,
    'GET',
    `/s3documents/${id}/generateUrlForDownload`,
  );
  const url = new URL(link.body.url);
  const response = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

describe.skipIf(source.engine !== 'pglite')('backup and restore of the embedded database', () => {
  it('restores a backup that finds the same registers, documents and sign-ins', async () => {
    if (source.engine !== 'pglite') return;
    const original = await folder('original');
    const template = new Blob([await readFile(source.dumpPath)]);
    const before = await appOn(original, template);
    const s = await schoolWithYear(before);
    await chargeAssets(before, s.credentials, '2026-02-01', [
      { subcategoryId: s.hardware, historicalPrice: 1250, description: 'Lavagna interattiva' },
    ]);
    const register = await renderedRegister(before, s.credentials);
    const pdf = await downloaded(before, s.credentials, register);
    const digest = await schoolDigest(before, s.customerCode);

    // While the server runs, its folder is not to be read.
    const file = path.join(await folder('backups'), 'backup.tar.gz');
    await expect(backupDataDir(original, file)).rejects.toThrow(BackupRefused);
    await before.close();
    const manifest = await backupDataDir(original, file);
    expect(manifest.format).toBe(1);

    const restored = await folder('restored');
    await restoreDataDir(file, restored);
    const after = await appOn(restored);
    try {
      expect(await schoolDigest(after, s.customerCode)).toEqual(digest);
      // The same user signs in with the same password, and the register downloads the same bytes.
      const credentials = await signIn(after, s.user);
      expect((await send(after, credentials, 'GET', '/school/data')).status).toBe(200);
      expect((await downloaded(after, credentials, register)).equals(pdf)).toBe(true);
    } finally {
      await after.close();
    }
  });

  it('replaces a database only when asked, keeping the one that was there', async () => {
    if (source.engine !== 'pglite') return;
    const original = await folder('source');
    const template = new Blob([await readFile(source.dumpPath)]);
    const app = await appOn(original, template);
    await app.close();
    const file = path.join(await folder('backups'), 'backup.tar.gz');
    await backupDataDir(original, file);

    const target = await folder('target');
    const existing = await appOn(target, template);
    await existing.close();
    await writeFile(path.join(target, 'note.txt'), 'kept');
    await expect(restoreDataDir(file, target)).rejects.toThrow(/--replace/);
    const { movedAside } = await restoreDataDir(file, target, { replace: true });
    if (!movedAside) throw new Error('nothing was moved aside');
    folders.push(movedAside);
    expect(await readFile(path.join(movedAside, 'note.txt'), 'utf8')).toBe('kept');
    expect(await readdir(target)).toContain('pgdata');
  });
});
