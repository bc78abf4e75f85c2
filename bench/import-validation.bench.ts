import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeWorkbook } from '../apps/server/src/modules/imports/templates/workbook-writer.ts';
import { largeSchoolSheets } from './import-data.ts';

/**
 * Issue 16's target for the validation: a type-1 file of 20,000 assets and 2,000 movements is read and
 * validated in at most 10 s, with at most 500 MB of memory. Each run is a child process of its own
 * (`import-validation-run.ts`), so its peak resident memory is the validation's alone. No database:
 * the validation stores nothing.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZE = {
  assets: Number(process.env.BENCH_ASSETS ?? 20_000),
  movements: Number(process.env.BENCH_MOVEMENTS ?? 2_000),
};
const TARGET = { ms: 10_000, mb: 500 };
const node = path.join(import.meta.dirname, '../node_modules/.bin/node');

interface RunFigures {
  readMs: number;
  validateMs: number;
  totalMs: number;
  peakMb: number;
  errors: number;
  warnings: number;
  counts: Record<string, number>;
  issueCodes: string[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'inventario-import-bench-'));
  try {
    const file = path.join(folder, 'inventario.xlsx');
    const started = performance.now();
    await writeFile(file, await writeWorkbook(largeSchoolSheets(SIZE)));
    const bytes = (await stat(file)).size;
    console.log(
      `\nImport validation: a type-1 workbook of ${SIZE.assets} assets and ${SIZE.movements} movements, ${(bytes / 1e6).toFixed(1)} MB (written in ${((performance.now() - started) / 1000).toFixed(1)} s); load average ${os.loadavg()[0]?.toFixed(1)}`,
    );
    const runs: RunFigures[] = [];
    for (let run = 0; run < RUNS; run++) {
      const child = spawnSync(node, [path.join(import.meta.dirname, 'import-validation-run.ts'), file], {
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
      });
      if (child.status !== 0) throw new Error(`run ${run + 1} failed: ${child.stderr}`);
      runs.push(JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '{}') as RunFigures);
    }
    console.log('run   read ms   validate ms   total ms   peak MB   errors   warnings');
    for (const [i, r] of runs.entries()) {
      console.log(
        `${String(i + 1).padEnd(5)} ${r.readMs.toFixed(0).padStart(7)} ${r.validateMs.toFixed(0).padStart(13)} ${r.totalMs.toFixed(0).padStart(10)} ${r.peakMb.toFixed(0).padStart(9)} ${String(r.errors).padStart(8)} ${String(r.warnings).padStart(10)}`,
      );
    }
    const total = median(runs.map((r) => r.totalMs));
    const peak = Math.max(...runs.map((r) => r.peakMb));
    console.log(
      `counts: ${JSON.stringify(runs[0]?.counts)}; issues: ${runs[0]?.issueCodes.join(', ') || 'none'}`,
    );
    console.log(
      `median ${total.toFixed(0)} ms (target ≤ ${TARGET.ms}: ${total <= TARGET.ms ? 'ok' : 'MISSED'}), peak ${peak.toFixed(0)} MB (target ≤ ${TARGET.mb}: ${peak <= TARGET.mb ? 'ok' : 'MISSED'})`,
    );
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
