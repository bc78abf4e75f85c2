import type { DocumentSummary } from '../packages/shared/src/contracts/documents.ts';
import { benchSchool, startBenchApp } from './bench-app.ts';
import { fillSchool, ownBenchDatabase } from './school-fill.ts';

/**
 * Issue 20's large export: the asset list of a school with 50,000 assets (45,000 inventory, 5,000
 * durable, over the movable and books registers) exported as `.xlsx` and as `.csv` with its nine
 * columns, through the HTTP API of the in-process app with its print worker, as a user does: publish,
 * then follow the document until it is done. Reports the time from the publish to the file ready, the
 * progress steps the document showed on the way, the file's size, and the process's peak memory.
 * The export runs in the background, so no request waits for it; the target is that a school's largest
 * list is ready within a minute on the 2-core machine (TARGET_MS), on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL).
 */
const INVENTORY = 45_000;
const DURABLE = 5_000;
const TARGET_MS = 60_000;
const CODE = 'EXPB01';

const COLUMNS = [
  { key: 'inventoryNumber', header: 'Inv.' },
  { key: 'durableNumber', header: 'Dur.' },
  { key: 'description', header: 'Descrizione' },
  { key: 'subcategory', header: 'Sottocategoria' },
  { key: 'location', header: 'Sede / ubic.' },
  { key: 'historicalPrice', header: 'Prezzo storico' },
  { key: 'actualPrice', header: 'Prezzo attuale' },
  { key: 'status', header: 'Stato', labels: { charged: 'Caricato' } },
  { key: 'chargeDate', header: 'Data carico' },
];

const own = await ownBenchDatabase('export');
const bench = await startBenchApp();
let ok = true;
try {
  const headers = await benchSchool(bench, CODE);
  const filled = performance.now();
  await fillSchool(bench.database.db, CODE, {
    inventory: INVENTORY,
    durable: DURABLE,
    registerKinds: ['movable', 'books'],
    assetsPerCharge: 50,
  });
  console.log(
    `  ${INVENTORY + DURABLE} assets filled in ${((performance.now() - filled) / 1000).toFixed(1)} s`,
  );

  const api = async <T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> => {
    const response = await fetch(`${bench.baseUrl}/inventario/api${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };

  console.log(`\nExport of the asset list, ${INVENTORY + DURABLE} rows (${bench.engine})`);
  console.log(`${'format'.padEnd(8)} ${'ready in ms'.padStart(12)} ${'size MB'.padStart(9)}  progress seen`);
  for (const format of ['xlsx', 'csv'] as const) {
    const started = performance.now();
    const { id } = await api<{ id: number }>('POST', '/s3documents/export/publishMessage', {
      list: 'assets',
      format,
      title: 'Beni',
      search: {},
      columns: COLUMNS,
    });
    const seen = new Set<number>();
    let document: DocumentSummary;
    for (;;) {
      document = await api<DocumentSummary>('GET', `/s3documents/${id}`);
      if (document.progress !== null) seen.add(document.progress);
      if (document.processingStatus > 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const ms = performance.now() - started;
    if (document.processingStatus !== 3) throw new Error(`export failed: ${document.failureCode}`);
    const size = (document.files[0]?.sizeBytes ?? 0) / 1e6;
    const pass = ms < TARGET_MS;
    ok &&= pass;
    console.log(
      `${format.padEnd(8)} ${ms.toFixed(0).padStart(12)} ${size.toFixed(1).padStart(9)}  ${[...seen].join(', ')}  ${pass ? 'ok' : 'MISSED'} (< ${TARGET_MS})`,
    );
  }
  console.log(
    `  peak resident memory of the process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await bench.close();
  await own.drop();
}
process.exit(ok ? 0 : 1);
