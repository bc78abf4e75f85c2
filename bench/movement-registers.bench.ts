import os from 'node:os';
import {
  buildModelKInput,
  furnitureSubcategory,
} from '../apps/server/src/modules/documents/registers/model-k.fixtures.ts';
import {
  buildMovementRegisterInput,
  chargeLines,
} from '../apps/server/src/modules/documents/registers/movement-register.fixtures.ts';
import { renderModelK } from '../apps/server/src/modules/documents/registers/render-model-k.ts';
import { renderMovementRegister } from '../apps/server/src/modules/documents/registers/render-movement-register.ts';

/**
 * Issue 6: the analytic register of a busy year (500 charges of 20 assets: 10,000 lines, a subtotal
 * under each movement, amounts carried from page to page) and a Model K of 300 subcategories, to PDF in
 * process (no database). Same target as the inventory register: under 3 s for 10,000 lines.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CASES = [
  {
    name: 'analytic register, 10,000 lines',
    target: 3_000,
    render: () => renderMovementRegister(buildMovementRegisterInput({ lines: chargeLines(500, 20) })),
  },
  {
    name: 'analytic register, 1,000 lines',
    target: undefined,
    render: () => renderMovementRegister(buildMovementRegisterInput({ lines: chargeLines(50, 20) })),
  },
  {
    name: 'Model K, 300 subcategories',
    target: undefined,
    render: () =>
      renderModelK(
        buildModelKInput({
          subcategories: Array.from({ length: 300 }, (_, i) =>
            furnitureSubcategory(String(i).padStart(3, '0')),
          ),
        }),
      ),
  },
];

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function measure(render: () => Promise<Buffer>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const pdf = await render();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
  return { ms, cpuMs: (used.user + used.system) / 1000, pages, bytes: pdf.length };
}

const [startLoad] = os.loadavg();
let ok = true;
const lines: string[] = [];
for (const c of CASES) {
  await c.render(); // warm: fonts and modules loaded once, as in the worker
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measure(c.render));
  const ms = median(runs.map((run) => run.ms));
  const pass = !c.target || ms < c.target;
  ok &&= pass;
  const cells = [
    c.name.padEnd(34),
    String(runs[0]?.pages ?? 0).padStart(6),
    String(Math.round((runs[0]?.bytes ?? 0) / 1024)).padStart(7),
    ms.toFixed(0).padStart(8),
    Math.max(...runs.map((run) => run.ms))
      .toFixed(0)
      .padStart(8),
    median(runs.map((run) => run.cpuMs))
      .toFixed(0)
      .padStart(7),
  ];
  lines.push(`${cells.join(' ')}  ${c.target ? `< ${c.target} ms ${pass ? 'ok' : 'MISSED'}` : ''}`);
}
const [endLoad] = os.loadavg();
console.log(
  `\nAnalytic registers and Model K to PDF (${os.availableParallelism()} cores, load average ` +
    `${startLoad?.toFixed(1)} at the start, ${endLoad?.toFixed(1)} at the end; ${RUNS} runs after a warm one)`,
);
console.log(`${'case'.padEnd(34)}  pages      KB   med ms   max ms  cpu ms  target`);
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
