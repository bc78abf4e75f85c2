import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeAll, encodeWithBwipJs } from '../apps/server/src/modules/documents/labels/barcode.ts';
import {
  type LabelAsset,
  type LabelsPrint,
  labelCode,
} from '../apps/server/src/modules/documents/labels/label-view.ts';
import {
  type RenderedLabels,
  renderLabels,
} from '../apps/server/src/modules/documents/labels/render-labels.ts';

/**
 * Issue 21's target (issue 6's was 1,000 labels in 2 s): 10,000 labels render in at most 1.5 s — on
 * the 3-column sheet starting at row 2, column 3 (418 A4 pages), and as 10,000 zebra pages with their
 * ZPL. Every run prints numbers no run printed before, so each barcode is encoded anew. In process, no
 * database: the print worker's data loading is not part of it. BENCH_LABELS sets the number of labels,
 * BENCH_RUNS the timed runs after the cold one; BENCH_OUT=<dir> keeps the last PDF (and ZPL) of each case.
 */
const LABELS = Number(process.env.BENCH_LABELS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 1_500;

let nextNumber = 10_000;
function buildAssets(): LabelAsset[] {
  return Array.from({ length: LABELS }, (_, i) => ({
    inventoryNumber: nextNumber++,
    registerAcronym: i % 4 === 0 ? 'BM' : null,
    originalInventoryNumber: i % 3 === 0 ? `${i}/${2015 + (i % 7)}` : null,
  }));
}

const cases: { name: string; file: string; print: () => LabelsPrint }[] = [
  {
    name: `3×8 sheets from row 2, column 3 (${LABELS.toLocaleString('en')} labels)`,
    file: 'sheet',
    print: () => ({
      setting: { kind: 'sheet', rowsNumber: 8, columnsNumber: 3, barcodeScale: 1 },
      codMin: 'RMIC81500X',
      heading: 'Istituto Comprensivo "Via dei Glicini" – Roma, sede centrale',
      start: { row: 2, column: 3 },
      includeOriginalInventoryNumber: true,
      assets: buildAssets(),
    }),
  },
  {
    name: `zebra, one 100×50 mm page each + ZPL (${LABELS.toLocaleString('en')} labels)`,
    file: 'zebra',
    print: () => ({
      setting: { kind: 'zebra', rowsNumber: 1, columnsNumber: 1, barcodeScale: 1 },
      codMin: 'RMIC81500X',
      heading: 'IC Via dei Glicini – Città di Roma',
      includeOriginalInventoryNumber: true,
      assets: buildAssets(),
    }),
  },
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const COLUMNS: [string, number][] = [
  ['case', 56],
  ['first ms', 9],
  ['median ms', 10],
  ['max ms', 8],
  ['CPU first', 10],
  ['CPU median', 11],
  ['pages', 6],
  ['PDF kB', 7],
];
const row = (cells: string[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(COLUMNS[i]?.[1] ?? 0) : cell.padStart(COLUMNS[i]?.[1] ?? 0)))
    .join(' ');

console.log(
  `\nLabels render (${LABELS.toLocaleString('en')} labels, in process; the first run cold, then median and max of ${RUNS}; CPU: ms of this process, which the machine's other load does not inflate)`,
);
console.log(`${row(COLUMNS.map(([title]) => title))}  target`);
let ok = true;
for (const benchCase of cases) {
  const wall: number[] = [];
  const cpu: number[] = [];
  let last: RenderedLabels | undefined;
  for (let run = 0; run <= RUNS; run++) {
    const print = benchCase.print();
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    last = await renderLabels(print);
    wall.push(performance.now() - started);
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }
  const pass = median(wall.slice(1)) <= TARGET_MS;
  ok &&= pass;
  const ms = (value: number) => value.toFixed(0);
  const cells = [
    benchCase.name,
    ms(wall[0] ?? Number.NaN),
    ms(median(wall.slice(1))),
    ms(Math.max(...wall.slice(1))),
    ms(cpu[0] ?? Number.NaN),
    ms(median(cpu.slice(1))),
    String(last?.pages),
    ms((last?.pdf.length ?? 0) / 1024),
  ];
  console.log(`${row(cells)}  ≤ ${TARGET_MS} ${pass ? 'ok' : 'MISSED'}`);
  if (process.env.BENCH_OUT && last) {
    await mkdir(process.env.BENCH_OUT, { recursive: true });
    await writeFile(path.join(process.env.BENCH_OUT, `${benchCase.file}.pdf`), last.pdf);
    if (last.zpl) await writeFile(path.join(process.env.BENCH_OUT, `${benchCase.file}.zpl`), last.zpl);
  }
}

// The share of Code 128 encoding in those figures (LABELS new values, as the labels print them), and
// what bwip-js, which encoded them before issue 21, takes for the same.
const values = buildAssets().map((asset) => labelCode(asset));
let started = performance.now();
encodeAll(values);
console.log(
  row([
    `of which: encoding ${values.length.toLocaleString('en')} Code 128, warm`,
    (performance.now() - started).toFixed(0),
  ]),
);
started = performance.now();
for (const value of values) encodeWithBwipJs(value);
console.log(row(['(the same with bwip-js)', (performance.now() - started).toFixed(0)]));
process.exit(ok ? 0 : 1);
