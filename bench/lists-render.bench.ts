import os from 'node:os';
import {
  buildAssetsByCreditor,
  type CreditorAsset,
} from '../apps/server/src/modules/documents/lists/assets-by-creditor.ts';
import { buildAssetsBySite } from '../apps/server/src/modules/documents/lists/assets-by-site.ts';
import {
  buildHeldAsset,
  buildLocation,
} from '../apps/server/src/modules/documents/lists/held-assets.fixtures.ts';
import { SCHOOL } from '../apps/server/src/modules/documents/lists/list-fixtures.ts';
import { buildModel24 } from '../apps/server/src/modules/documents/lists/model-24.ts';
import { buildRelocationList } from '../apps/server/src/modules/documents/lists/relocation-list.ts';
import { renderList } from '../apps/server/src/modules/documents/lists/render-list.ts';
import type { TableDocument } from '../apps/server/src/modules/documents/pdf/table-document.ts';

/**
 * The lists of group 3 at the inventory register's size: 10,000 lines each, with the subtotals each
 * list has (per location, per voucher, per sub-consignee), rendered in process after one warm run
 * (fonts loaded, as in the worker). Target as the register's: under 3 s for 10,000 lines.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const LINES = 10_000;
const TARGET_MS = 3_000;

const held = Array.from({ length: LINES }, (_, i) =>
  buildHeldAsset(i + 1, { location: buildLocation(1 + (i % 400), { subConsigneeId: 1 + (i % 20) }) }),
).sort((a, b) => (a.location?.id ?? 0) - (b.location?.id ?? 0));

const CASES: { name: string; build: () => TableDocument }[] = [
  {
    name: '30 by site, 400 locations',
    build: () =>
      buildAssetsBySite({
        school: SCHOOL,
        site: { code: 'SC', description: 'Sede' },
        atDate: '2026-12-31',
        locations: null,
        assets: held,
      }),
  },
  {
    name: '28 by supplier, 500 vouchers',
    build: () => {
      const assets: CreditorAsset[] = held.map((asset, i) => ({
        voucher: {
          number: 1 + Math.floor(i / 20),
          year: 2026,
          date: '2026-03-01',
          delivery: { number: `D${i}`, date: '2026-02-27' },
          invoice: null,
        },
        assetClass: asset.assetClass,
        number: asset.number,
        description: asset.description,
        historicalValueCents: asset.historicalValueCents,
      }));
      return buildAssetsByCreditor({
        school: SCHOOL,
        creditor: { description: 'Informatica Srl' },
        fromDate: '2026-01-01',
        toDate: '2026-12-31',
        assets,
      });
    },
  },
  {
    name: '44 Model 24, 20 sub-consignees',
    build: () => {
      const sections = Array.from({ length: 20 }, (_, s) => ({
        subConsignee: `Sub-consegnatario ${s + 1}`,
        assets: held.filter((asset) => asset.location?.subConsigneeId === s + 1),
      }));
      return buildModel24({
        school: SCHOOL,
        atDate: '2026-12-31',
        officials: { manager: 'DS', consignee: 'DSGA' },
        kind: 'subConsignee',
        sections,
      });
    },
  },
  {
    name: '42 relocations',
    build: () =>
      buildRelocationList({
        school: SCHOOL,
        fromDate: '2026-01-01',
        toDate: '2026-12-31',
        relocations: held.map((asset, i) => ({
          date: '2026-05-04',
          assetClass: asset.assetClass,
          number: asset.number,
          description: asset.description,
          from: `SC/A${i % 400} Aula ${i % 400}`,
          to: 'SC/MAG Magazzino',
          by: 'demo.dsga',
        })),
      }),
  },
];

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(build: () => TableDocument) {
  const runs: { ms: number; cpuMs: number; pages: number; bytes: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    const cpu = process.cpuUsage();
    const started = performance.now();
    const pdf = await renderList(build());
    const ms = performance.now() - started;
    const used = process.cpuUsage(cpu);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
    runs.push({ ms, cpuMs: (used.user + used.system) / 1000, pages, bytes: pdf.length });
  }
  return runs;
}

await renderList(
  buildAssetsBySite({
    school: SCHOOL,
    site: { code: 'SC', description: 'Sede' },
    atDate: '2026-12-31',
    locations: null,
    assets: held.slice(0, 50),
  }),
);
const [startLoad] = os.loadavg();
const results = [];
for (const c of CASES) results.push({ name: c.name, runs: await measure(c.build) });
const [endLoad] = os.loadavg();
console.log(
  `\nList prints of ${LINES.toLocaleString('en')} lines to PDF (${os.availableParallelism()} cores, load average ` +
    `${startLoad?.toFixed(1)} at the start, ${endLoad?.toFixed(1)} at the end; ${RUNS} runs in process after a warm one)`,
);
console.log('case                              pages     KB  median ms  max ms  cpu ms  target');
let ok = true;
for (const { name, runs } of results) {
  const ms = median(runs.map((r) => r.ms));
  const pass = ms < TARGET_MS;
  ok &&= pass;
  const cells = [
    name.padEnd(32),
    String(runs[0]?.pages ?? 0).padStart(6),
    String(Math.round((runs[0]?.bytes ?? 0) / 1024)).padStart(6),
    ms.toFixed(0).padStart(10),
    Math.max(...runs.map((r) => r.ms))
      .toFixed(0)
      .padStart(7),
    median(runs.map((r) => r.cpuMs))
      .toFixed(0)
      .padStart(7),
  ];
  console.log(`${cells.join(' ')}  < ${TARGET_MS} ms ${pass ? 'ok' : 'MISSED'}`);
}
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
process.exit(ok ? 0 : 1);
