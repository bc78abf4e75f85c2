import os from 'node:os';
import { median, runOnLargeWorkbook, IMPORT_BENCH_SIZE as SIZE } from './import-bench-runs.ts';

/**
 * Issue 16's target for the validation: a type-1 file of 20,000 assets and 2,000 movements is read and
 * validated in at most 10 s, with at most 500 MB of memory. Each run is a child process of its own
 * (`import-validation-run.ts`), so its peak resident memory is the validation's alone. No database:
 * the validation stores nothing.
 */
const TARGET = { ms: 10_000, mb: 500 };

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

const runs = await runOnLargeWorkbook<RunFigures>('import-validation-run.ts', ({ bytes, writtenMs }) =>
  console.log(
    `\nImport validation: a type-1 workbook of ${SIZE.assets} assets and ${SIZE.movements} movements, ${(bytes / 1e6).toFixed(1)} MB (written in ${(writtenMs / 1000).toFixed(1)} s); load average ${os.loadavg()[0]?.toFixed(1)}`,
  ),
);
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
