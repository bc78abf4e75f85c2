import { randomUUID } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { upsertCustomer } from '../apps/server/src/customer-area/customer-area.repo.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';
import { installDatabase } from '../apps/server/src/install-database.ts';
import { ImportProgressBoard } from '../apps/server/src/modules/imports/import-progress.ts';
import { runImport } from '../apps/server/src/modules/imports/import-run.ts';
import { runImportValidation } from '../apps/server/src/modules/imports/import-validation.ts';
import type { ImportJobDeps } from '../apps/server/src/modules/imports/imports.deps.ts';
import * as repo from '../apps/server/src/modules/imports/imports.repo.ts';
import { ensureSchool } from '../apps/server/src/modules/school/school.service.ts';
import { localDocumentStore } from '../apps/server/src/storage/document-store.ts';

/**
 * One import of the file named on the command line into a new, empty school: its validation (with the
 * temp lists), then the run that writes it, timed apart; prints the figures as one JSON line. PGlite
 * in a temporary folder, or the server of BENCH_DATABASE_URL.
 */
const file = process.argv[2];
if (!file) throw new Error('usage: import-writing-run.ts <file.xlsx>');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inventario-import-run-'));
const database = await openDatabase({ databaseUrl: process.env.BENCH_DATABASE_URL, dataDir });
try {
  await installDatabase(database);
  const db = database.db;
  const code = `IMP${randomUUID().slice(0, 8).toUpperCase()}`;
  await upsertCustomer(db, { code, name: `Scuola ${code}`, city: 'Lodi', codMin: `MIN${code}` });
  await ensureSchool(db, code);
  const store = await localDocumentStore({ dataDir, apiBaseUrl: '', secret: 'bench' });
  if (store.kind !== 'local') throw new Error('a local store was expected');
  const importId = randomUUID();
  const storageKey = `${code}/imports/${importId}`;
  await mkdir(path.dirname(store.pathOf(storageKey)), { recursive: true });
  await copyFile(file, store.pathOf(storageKey));
  await inTenantTransaction(db, code, (tx) =>
    repo.insertImport(tx, {
      id: importId,
      customerCode: code,
      type: 1,
      listKind: null,
      state: 'validating',
      fileName: 'inventario.xlsx',
      sizeBytes: 0,
      sha256: '',
      storageKey,
      createdBy: 'bench',
      createdAt: new Date(),
    }),
  );
  const deps: ImportJobDeps = {
    db,
    store,
    now: () => new Date(),
    progress: new ImportProgressBoard(),
    sharedDatabase: false,
  };
  const job = { customerCode: code, importId };
  // What the process holds before the import: the code, and the embedded database's own memory.
  const beforeMb = process.memoryUsage().rss / 1048576;
  const started = performance.now();
  await runImportValidation(deps, job);
  const validateMs = performance.now() - started;
  const ready = await inTenantTransaction(db, code, async (tx) =>
    repo.moveImport(tx, code, importId, ['ready'], { state: 'importing', confirmedBy: 'bench' }),
  );
  if (!ready) {
    const row = await inTenantTransaction(db, code, (tx) => repo.findImport(tx, code, importId));
    throw new Error(`the file is not ready: ${JSON.stringify(row?.report).slice(0, 2_000)}`);
  }
  const writing = performance.now();
  await runImport(deps, { ...job, actor: { username: 'bench', homeCustomerCode: code } });
  const runMs = performance.now() - writing;
  const row = await inTenantTransaction(db, code, (tx) => repo.findImport(tx, code, importId));
  if (row?.state !== 'imported') throw new Error(`the import ended ${row?.state} (${row?.failureCode})`);
  console.log(
    JSON.stringify({
      validateMs,
      runMs,
      beforeMb,
      peakMb: process.resourceUsage().maxRSS / 1024,
      fileMb: (await stat(file)).size / 1e6,
      result: row.result,
    }),
  );
} finally {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
