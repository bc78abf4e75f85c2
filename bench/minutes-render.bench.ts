import os from 'node:os';
import { buildDsgaHandover } from '../apps/server/src/modules/documents/minutes/dsga-handover.ts';
import {
  buildAsset,
  buildLocation,
  SCHOOL,
} from '../apps/server/src/modules/documents/minutes/minute.fixtures.ts';
import { renderMinutePdf } from '../apps/server/src/modules/documents/minutes/render-minute-pdf.ts';
import { buildSubconsigneeHandover } from '../apps/server/src/modules/documents/minutes/subconsignee-handover.ts';

/**
 * Issue 6: the minutes to PDF in process (no database): a handover to a sub-consignee of 2,000 goods
 * in 20 locations (a large laboratory wing) and a DSGA handover with 500 goods in discharge proposals
 * and 40 sub-consignees. Target: under 1 s for the 2,000 goods.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const locations = Array.from({ length: 20 }, (_, i) => buildLocation(i + 1));
const placed = (count: number) =>
  Array.from({ length: count }, (_, i) => buildAsset(i + 1, { locationId: (i % 20) + 1 }));

const CASES = [
  {
    name: 'sub-consignee handover, 2,000 goods',
    target: 1_000,
    render: () =>
      renderMinutePdf(
        buildSubconsigneeHandover({
          direction: 'handover',
          school: SCHOOL,
          atDate: '2026-03-31',
          subConsignee: { description: 'Prof. Anna Bianchi', fiscalCode: null },
          locations,
          assets: placed(2_000),
        }),
      ),
  },
  {
    name: 'DSGA handover, 500 goods in proposals',
    target: undefined,
    render: () =>
      renderMinutePdf(
        buildDsgaHandover({
          school: SCHOOL,
          atDate: '2026-08-31',
          mergedSites: null,
          registers: [{ id: 1, description: 'Beni mobili', hasDurableRegister: true }],
          assets: placed(10_000).map((a, i) => ({ ...a, inProposal: i % 20 === 0 })),
          subConsignees: Array.from({ length: 40 }, (_, i) => ({
            description: `Sub-consegnatario ${i + 1}`,
            locations: locations.slice(0, 5),
          })),
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
    c.name.padEnd(38),
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
  `\nMinutes to PDF (${os.availableParallelism()} cores, load average ` +
    `${startLoad?.toFixed(1)} at the start, ${endLoad?.toFixed(1)} at the end; ${RUNS} runs after a warm one)`,
);
console.log(`${'case'.padEnd(38)}  pages      KB   med ms   max ms  cpu ms  target`);
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
