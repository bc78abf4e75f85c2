import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { APP_VERSION } from '@inventario/shared/contracts/config';
import * as tar from 'tar';
import { dataDirUser } from '../db/data-dir-lock.ts';

/**
 * A backup of an installation on the embedded database (issue 21, "Operations"): one `.tar.gz` with a
 * manifest, the database (PGlite's own dump of its folder) and the documents folder (rendered prints,
 * uploads, attachments and the key that signs their links). The server must be stopped: PGlite's
 * folder belongs to the one process that opened it. On PostgreSQL, `pg_dump` does this (README).
 */

const MANIFEST = 'inventario-backup.json';
const DATABASE = 'database.tar.gz';
const DOCUMENTS = 'documents';

export interface BackupManifest {
  format: 1;
  appVersion: string;
  createdAt: string;
}

export class BackupRefused extends Error {}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function refuseWhileInUse(dataDir: string): Promise<void> {
  const pid = await dataDirUser(dataDir);
  if (pid !== null) {
    throw new BackupRefused(
      `The server (process ${pid}) is using ${dataDir}: stop it first, or delete ${path.join(dataDir, 'inventario.lock')} if no server runs.`,
    );
  }
}

/** Writes the backup of `dataDir` to `file`; answers its manifest. */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupManifest> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!(await exists(pgdata))) throw new BackupRefused(`${dataDir} holds no embedded database (pgdata)`);
  await refuseWhileInUse(dataDir);
  const staging = await mkdtemp(path.join(tmpdir(), 'inventario-backup-'));
  try {
    const database = await PGlite.create(pgdata);
    const dump = await database.dumpDataDir('gzip');
    await database.close();
    await writeFile(path.join(staging, DATABASE), Buffer.from(await dump.arrayBuffer()));
    const documents = path.join(dataDir, DOCUMENTS);
    if (await exists(documents)) await cp(documents, path.join(staging, DOCUMENTS), { recursive: true });
    const manifest: BackupManifest = {
      format: 1,
      appVersion: APP_VERSION,
      createdAt: new Date().toISOString(),
    };
    await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    const entries = await readdir(staging);
    await pipeline(tar.c({ gzip: true, cwd: staging, portable: true }, entries), createWriteStream(file));
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** What a folder about to be replaced becomes: kept beside it, never deleted. */
function asideName(dataDir: string): string {
  return `${path.resolve(dataDir)}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}

/**
 * Restores a backup into `dataDir`. A folder that already holds a database is refused unless
 * `replace`, and then moved aside (`<dataDir>.before-restore-<time>`), never deleted.
 */
export async function restoreDataDir(
  file: string,
  dataDir: string,
  options: { replace?: boolean } = {},
): Promise<{ manifest: BackupManifest; movedAside: string | null }> {
  const staging = await mkdtemp(path.join(tmpdir(), 'inventario-restore-'));
  try {
    await pipeline(createReadStream(file), tar.x({ cwd: staging, strict: true }));
    const manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), 'utf8')) as BackupManifest;
    if (manifest.format !== 1) throw new BackupRefused(`${file} is not a backup of this application`);
    let movedAside: string | null = null;
    if (await exists(path.join(dataDir, 'pgdata'))) {
      if (!options.replace) {
        throw new BackupRefused(
          `${dataDir} already holds a database: restore with --replace to move it aside`,
        );
      }
      await refuseWhileInUse(dataDir);
      movedAside = asideName(dataDir);
      await rename(dataDir, movedAside);
    }
    await mkdir(dataDir, { recursive: true });
    const dump = new Blob([await readFile(path.join(staging, DATABASE))]);
    const database = await PGlite.create(path.join(dataDir, 'pgdata'), { loadDataDir: dump });
    await database.close();
    if (await exists(path.join(staging, DOCUMENTS))) {
      await cp(path.join(staging, DOCUMENTS), path.join(dataDir, DOCUMENTS), { recursive: true });
    }
    return { manifest, movedAside };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
