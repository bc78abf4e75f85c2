import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import { readInvoiceFile } from '../apps/server/src/modules/invoices/reading/read-invoice-file.ts';

/**
 * Issue 15's targets: a 600-line invoice is read in at most 300 ms (median of several runs, in
 * process), and a 50 MB zip of 500 invoices (each with a PDF-sized attachment) is listed in at most
 * 5 s with at most 200 MB of memory, in a child process of its own so that its peak resident memory
 * is the listing's alone. No database: `readInvoiceFile` is pure.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LINES = 600;
const ZIP_INVOICES = 500;
const ATTACHMENT_BYTES = 98 * 1024;
const TARGET = { lineMs: 300, zipMs: 5_000, zipMb: 200 };
const FIXTURE = path.join(
  import.meta.dirname,
  '../apps/server/src/modules/invoices/reading/fixtures/fpa12-one-line.xml',
);

function line(n: number): string {
  const quantity = (n % 5) + 1;
  const price = (10 + (n % 97) * 1.25).toFixed(2);
  const total = (quantity * Number(price) * 0.9).toFixed(2);
  return `<DettaglioLinee><NumeroLinea>${n}</NumeroLinea><CodiceArticolo><CodiceTipo>SKU</CodiceTipo><CodiceValore>ART-${n}</CodiceValore></CodiceArticolo><Descrizione>Articolo di cancelleria numero ${n}, confezione da ${quantity}</Descrizione><Quantita>${quantity}.00</Quantita><UnitaMisura>pz</UnitaMisura><PrezzoUnitario>${price}</PrezzoUnitario><ScontoMaggiorazione><Tipo>SC</Tipo><Percentuale>10.00</Percentuale></ScontoMaggiorazione><PrezzoTotale>${total}</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>\n`;
}

/** The fixture invoice with `lines` lines and, if asked, an attachment of random (incompressible) bytes. */
function invoice(template: string, lines: number, number: number, attachmentBytes = 0): string {
  const body = Array.from({ length: lines }, (_, i) => line(i + 1)).join('');
  const attachment = attachmentBytes
    ? `<Allegati><NomeAttachment>fattura-${number}.pdf</NomeAttachment><FormatoAttachment>PDF</FormatoAttachment><Attachment>${(
        randomBytes(attachmentBytes)
          .toString('base64')
          .match(/.{1,76}/g) ?? []
      ).join('\n')}</Attachment></Allegati>`
    : '';
  return template
    .replace(/<DettaglioLinee>[\s\S]*<\/DettaglioLinee>/, body)
    .replace('<Numero>FT/2026/118</Numero>', `<Numero>${number}</Numero>`)
    .replace('</FatturaElettronicaBody>', `${attachment}</FatturaElettronicaBody>`);
}

async function writeZip(template: string, file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  for (let i = 1; i <= ZIP_INVOICES; i++) {
    zip.addBuffer(
      Buffer.from(invoice(template, 10, i, ATTACHMENT_BYTES)),
      `IT01234567897_${String(i).padStart(5, '0')}.xml`,
    );
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(file));
}

interface ListingResult {
  ms: number;
  cpuMs: number;
  baselineMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  documents: number;
  invoices: number;
}

/** The child's work: lists the zip once, sampling memory as it goes, and reports on one JSON line. */
async function listOnce(zipPath: string): Promise<void> {
  const mb = (bytes: number) => bytes / 1024 / 1024;
  const baseline = process.memoryUsage();
  let peakHeap = baseline.heapUsed;
  const sampler = setInterval(() => {
    peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
  }, 5);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { documents } = await readInvoiceFile({ fileName: 'lotto.zip', path: zipPath });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  const result: ListingResult = {
    ms,
    cpuMs: (used.user + used.system) / 1000,
    baselineMb: mb(baseline.rss),
    peakRssMb: process.resourceUsage().maxRSS / 1024,
    peakHeapMb: mb(Math.max(peakHeap, process.memoryUsage().heapUsed)),
    documents: documents.length,
    invoices: documents.reduce((sum, document) => sum + document.invoices.length, 0),
  };
  console.log(JSON.stringify(result));
}

function listInChild(zipPath: string): ListingResult {
  const child = spawnSync(process.execPath, [import.meta.filename, '--child', zipPath], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`listing failed: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').pop() ?? '') as ListingResult;
}

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function main(): Promise<boolean> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-bench-invoices-'));
  try {
    const template = await readFile(FIXTURE, 'utf8');
    const bigInvoice = path.join(dir, 'big.xml');
    await writeFile(bigInvoice, invoice(template, LINES, 1));
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const { documents } = await readInvoiceFile({ fileName: 'big.xml', path: bigInvoice });
      wall.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      if (documents[0]?.invoices[0]?.lines.length !== LINES) throw new Error('the 600 lines were not read');
    }
    const lineMedian = median(wall.slice(1));
    const linesOk = lineMedian <= TARGET.lineMs;
    const kb = (await stat(bigInvoice)).size / 1024;
    console.log(`\nInvoice reading (in process; the first run cold, then the median and max of ${RUNS})`);
    console.log(
      `${LINES}-line invoice (${kb.toFixed(0)} kB): first ${wall[0]?.toFixed(0)} ms, median ${lineMedian.toFixed(0)} ms, max ${Math.max(...wall.slice(1)).toFixed(0)} ms, CPU median ${median(cpu.slice(1)).toFixed(0)} ms  target ≤ ${TARGET.lineMs} ms ${linesOk ? 'ok' : 'MISSED'}`,
    );

    const zipPath = path.join(dir, 'lotto.zip');
    await writeZip(template, zipPath);
    const zipMb = (await stat(zipPath)).size / 1024 / 1024;
    const runs = Array.from({ length: Number(process.env.BENCH_ZIP_RUNS ?? 3) }, () => listInChild(zipPath));
    const zipMs = median(runs.map((run) => run.ms));
    const peak = Math.max(...runs.map((run) => run.peakRssMb));
    const growth = Math.max(...runs.map((run) => run.peakRssMb - run.baselineMb));
    const zipOk = zipMs <= TARGET.zipMs && growth <= TARGET.zipMb;
    console.log(
      `\nZip listing (${ZIP_INVOICES} invoices, ${zipMb.toFixed(1)} MB; each run a child process, ${runs.length} runs)`,
    );
    for (const run of runs) {
      console.log(
        `  ${run.ms.toFixed(0)} ms (CPU ${run.cpuMs.toFixed(0)} ms), RSS ${run.baselineMb.toFixed(0)} → peak ${run.peakRssMb.toFixed(0)} MB, peak heap ${run.peakHeapMb.toFixed(0)} MB, ${run.documents} documents, ${run.invoices} invoices`,
      );
    }
    console.log(
      `median ${zipMs.toFixed(0)} ms, peak RSS ${peak.toFixed(0)} MB (growth ${growth.toFixed(0)} MB)  target ≤ ${TARGET.zipMs} ms, ≤ ${TARGET.zipMb} MB ${zipOk ? 'ok' : 'MISSED'}`,
    );
    return linesOk && zipOk;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--child') {
  await listOnce(process.argv[3] ?? '');
} else {
  process.exit((await main()) ? 0 : 1);
}
