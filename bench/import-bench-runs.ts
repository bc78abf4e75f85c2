import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeWorkbook } from '../apps/server/src/modules/imports/templates/workbook-writer.ts';
import { largeSchoolSheets } from './import-data.ts';

/**
 * What the import benchmarks share: the large type-1 workbook, written once to a temporary folder,
 * and each run in a child process of its own (so that its peak memory is its own), answering its
 * figures as the last line of its output.
 */

export const IMPORT_BENCH_RUNS = Number(process.env.BENCH_RUNS ?? 3);

export const IMPORT_BENCH_SIZE = {
  assets: Number(process.env.BENCH_ASSETS ?? 20_000),
  movements: Number(process.env.BENCH_MOVEMENTS ?? 2_000),
};

const node = path.join(import.meta.dirname, '../node_modules/.bin/node');

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Runs `script` (a file of bench/) on the workbook IMPORT_BENCH_RUNS times; answers each run's figures. */
export async function runOnLargeWorkbook<T>(
  script: string,
  describe: (file: { bytes: number; writtenMs: number }) => void,
): Promise<T[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'inventario-import-bench-'));
  try {
    const file = path.join(folder, 'inventario.xlsx');
    const started = performance.now();
    await writeFile(file, await writeWorkbook(largeSchoolSheets(IMPORT_BENCH_SIZE)));
    describe({ bytes: (await stat(file)).size, writtenMs: performance.now() - started });
    const runs: T[] = [];
    for (let run = 0; run < IMPORT_BENCH_RUNS; run++) {
      const child = spawnSync(node, [path.join(import.meta.dirname, script), file], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (child.status !== 0) throw new Error(`run ${run + 1} failed: ${child.stderr}`);
      runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as T);
    }
    return runs;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
