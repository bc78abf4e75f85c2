import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { buildRegisterInput } from '../apps/server/src/modules/documents/registers/inventory-register.fixtures.ts';
import { renderInventoryRegister } from '../apps/server/src/modules/documents/registers/render-inventory-register.ts';

/**
 * Issue 6's target: the inventory register of 10,000 assets (A4 landscape, wrapped descriptions and
 * locations, header on every page, page totals carried, "Pagina N di M") renders in under 3 s with
 * under 400 MB of memory; issue 21's: 100,000 assets (a vendor's largest school) in at most 4 s with
 * at most 300 MB. Each run is a process of its own, so that its peak resident memory (`maxRSS`,
 * modules, fonts and the input included) is the document's alone and no run warms the next.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CASES = [
  { rows: 100_000, target: { ms: 4_000, mb: 300 } },
  { rows: 10_000, target: { ms: 3_000, mb: 400 } },
  { rows: 1_000, target: undefined },
  { rows: 300, target: undefined },
  { rows: 1, target: undefined },
];

interface RunResult {
  renderMs: number;
  /** CPU time of the render (all threads: the garbage collector's too), less sensitive to the machine's load. */
  cpuMs: number;
  peakMb: number;
  pages: number;
  bytes: number;
}

/** The child's work: builds the register's data, renders it and reports on one JSON line. */
async function renderOnce(rows: number): Promise<void> {
  const input = buildRegisterInput(rows);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await renderInventoryRegister(input);
  const renderMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  // Read before the pages are counted: the count makes a string of the whole file.
  const peakMb = process.resourceUsage().maxRSS / 1024;
  const pages = pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
  const result: RunResult = { renderMs, cpuMs, peakMb, pages, bytes: pdf.length };
  console.log(JSON.stringify(result));
}

function runChild(rows: number): RunResult & { processMs: number } {
  const started = performance.now();
  const child = spawnSync(process.execPath, [import.meta.filename, '--child', String(rows)], {
    encoding: 'utf8',
  });
  const processMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`render of ${rows} rows failed: ${child.stderr}`);
  const last = child.stdout.trim().split('\n').pop() ?? '';
  return { ...(JSON.parse(last) as RunResult), processMs };
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function main(): boolean {
  const [startLoad] = os.loadavg();
  const results = CASES.map((c) => ({ ...c, runs: Array.from({ length: RUNS }, () => runChild(c.rows)) }));
  const [endLoad] = os.loadavg();
  console.log(
    `\nInventory register to PDF (${os.availableParallelism()} cores, load average ${startLoad?.toFixed(1)} at the start, ` +
      `${endLoad?.toFixed(1)} at the end; ${RUNS} runs, each in its own process; median and slowest run)`,
  );
  const columns = ['rows', 'pages', 'KB', 'render ms', 'max ms', 'cpu ms', 'process ms', 'peak MB'];
  const widths = [7, 6, 7, 10, 8, 7, 11, 8];
  const line = (cells: (string | number)[]) =>
    cells.map((cell, index) => String(cell).padStart(widths[index] ?? 8)).join(' ');
  console.log(`${line(columns)}  target`);
  let ok = true;
  for (const { rows, target, runs } of results) {
    const render = runs.map((run) => run.renderMs);
    const peak = Math.max(...runs.map((run) => run.peakMb));
    const pass = !target || (median(render) <= target.ms && peak <= target.mb);
    ok &&= pass;
    const cells = [
      rows,
      runs[0]?.pages ?? 0,
      Math.round((runs[0]?.bytes ?? 0) / 1024),
      median(render).toFixed(0),
      Math.max(...render).toFixed(0),
      median(runs.map((run) => run.cpuMs)).toFixed(0),
      median(runs.map((run) => run.processMs)).toFixed(0),
      peak.toFixed(0),
    ];
    console.log(
      `${line(cells)}  ${target ? `≤ ${target.ms} ms, ≤ ${target.mb} MB ${pass ? 'ok' : 'MISSED'}` : ''}`,
    );
  }
  return ok;
}

if (process.argv[2] === '--child') {
  await renderOnce(Number(process.argv[3]));
} else {
  process.exit(main() ? 0 : 1);
}
