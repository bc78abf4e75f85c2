import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeWorkbook } from '../apps/server/src/modules/imports/templates/workbook-writer.ts';
import { largeSchoolSheets } from './import-data.ts';

/**
 * Issue 16's target for the import itself: a type-1 file of 20,000 assets and 2,000 movements is
 * imported (read and checked again, then written in one transaction) in at most 60 s, with at most
 * 500 MB of memory, on PGlite and on PostgreSQL (BENCH_DATABASE_URL). Each run is a child process of
 * its own (`import-writing-run.ts`) with a new school. The memory the import takes is the process's peak
 * less what it held before the import: PGlite alone holds about 500 MB of WebAssembly memory once the
 * schema is installed, which every embedded process has whether it imports or not.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZE = {
  assets: Number(process.env.BENCH_ASSETS ?? 20_000),
  movements: Number(process.env.BENCH_MOVEMENTS ?? 2_000),
};
const TARGET = { ms: 60_000, mb: 500 };
const node = path.join(import.meta.dirname, '../node_modules/.bin/node');

interface RunFigures {
  validateMs: number;
  runMs: number;
  beforeMb: number;
  peakMb: number;
  fileMb: number;
  result: Record<string, number>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'inventario-import-run-bench-'));
  try {
    const file = path.join(folder, 'inventario.xlsx');
    await writeFile(file, await writeWorkbook(largeSchoolSheets(SIZE)));
    const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
    console.log(
      `\nImport run on ${engine}: a type-1 workbook of ${SIZE.assets} assets and ${SIZE.movements} movements; load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const child = spawnSync(node, [path.join(import.meta.dirname, 'import-writing-run.ts'), file], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (child.status !== 0) throw new Error(`run ${run + 1} failed: ${child.stderr}`);
      runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as RunFigures);
    }
    console.log('run   validation ms   import ms   process before MB   process peak MB   import MB');
    for (const [i, r] of runs.entries()) {
      console.log(
        `${String(i + 1).padEnd(5)} ${r.validateMs.toFixed(0).padStart(13)} ${r.runMs.toFixed(0).padStart(11)} ${r.beforeMb.toFixed(0).padStart(19)} ${r.peakMb.toFixed(0).padStart(17)} ${(r.peakMb - r.beforeMb).toFixed(0).padStart(11)}`,
      );
    }
    const run = median(runs.map((r) => r.runMs));
    const peak = Math.max(...runs.map((r) => r.peakMb - r.beforeMb));
    console.log(`file ${runs[0]?.fileMb.toFixed(1)} MB; imported: ${JSON.stringify(runs[0]?.result)}`);
    console.log(
      `median import ${run.toFixed(0)} ms (target ≤ ${TARGET.ms}: ${run <= TARGET.ms ? 'ok' : 'MISSED'}), import's own memory at most ${peak.toFixed(0)} MB (target ≤ ${TARGET.mb}: ${peak <= TARGET.mb ? 'ok' : 'MISSED'})`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
