/** Test-only: read a rendered labels PDF back with Debian's poppler-utils and zbar-tools. */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** zbarimg is a system package (zbar-tools); tests that decode barcodes skip without it. */
export const hasZbarimg = spawnSync('zbarimg', ['--version'], { stdio: 'ignore' }).status === 0;

async function inTempDir<T>(pdf: Uint8Array, use: (file: string, dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-labels-'));
  try {
    const file = path.join(dir, 'labels.pdf');
    await writeFile(file, pdf);
    return await use(file, dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page as `pdftotext -layout` gives it. */
export function pdfText(pdf: Uint8Array): Promise<string[]> {
  return inTempDir(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.split('\f').slice(0, -1);
  });
}

/**
 * The barcodes a scanner reads on each page: the pages rasterised as a 300 dpi office printer would
 * (`pdftoppm -r 300`), then decoded by `zbarimg`. Values come sorted per page.
 */
export function decodeBarcodes(pdf: Uint8Array): Promise<string[][]> {
  return inTempDir(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', '300', '-gray', file, path.join(dir, 'page')]);
    const images = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    const pages: string[][] = [];
    for (const image of images) {
      // zbarimg exits 4 when a page has no barcode; its stderr carries D-Bus noise.
      const result = spawnSync(
        'zbarimg',
        ['--raw', '-q', '-Sdisable', '-Scode128.enable', path.join(dir, image)],
        {
          encoding: 'utf8',
        },
      );
      pages.push(result.stdout.split('\n').filter(Boolean).sort());
    }
    return pages;
  });
}

/** The symbols read on one page: Code 128 values and QR code values, each sorted. */
export interface PageSymbols {
  code128: string[];
  qr: string[];
}

/** A binary PGM (P5, 8-bit) as `pdftoppm -gray` writes it. */
function parsePgm(bytes: Buffer) {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 64).toString('latin1'));
  if (!header?.[1] || !header[2]) throw new Error('not an 8-bit binary PGM');
  const width = Number(header[1]);
  return { width, height: Number(header[2]), pixels: bytes.subarray(header[0].length) };
}

function cropPgm(pgm: ReturnType<typeof parsePgm>, x: number, y: number, width: number, height: number) {
  const rows: Buffer[] = [Buffer.from(`P5\n${width} ${height}\n255\n`, 'latin1')];
  for (let row = y; row < y + height; row++) {
    rows.push(pgm.pixels.subarray(row * pgm.width + x, row * pgm.width + x + width));
  }
  return Buffer.concat(rows);
}

function zbarSymbols(image: string, into: PageSymbols) {
  const result = spawnSync('zbarimg', ['-q', '-Sdisable', '-Scode128.enable', '-Sqrcode.enable', image], {
    encoding: 'utf8',
  });
  // One symbol a line, `CODE-128:BM/12` or `QR-Code:https://…`.
  for (const line of result.stdout.split('\n').filter(Boolean)) {
    const colon = line.indexOf(':');
    const [kind, value] = [line.slice(0, colon), line.slice(colon + 1)];
    if (kind === 'CODE-128') into.code128.push(value);
    else if (kind === 'QR-Code') into.qr.push(value);
    else throw new Error(`zbarimg read an unexpected symbol: ${line}`);
  }
}

/**
 * Every Code 128 and QR code a scanner reads on each page, label by label as a scanner reads them:
 * the pages rasterised at 300 dpi (`pdftoppm -r 300`), each cell of the `rows` × `columns` grid cut
 * out and decoded by `zbarimg` with both symbologies on (zbar misses a QR code now and then on a page
 * of 24). `keepPng` also writes the first page as a PNG there, to look at.
 */
export function decodeSymbols(
  pdf: Uint8Array,
  grid: { rows: number; columns: number },
  keepPng?: string,
): Promise<PageSymbols[]> {
  return inTempDir(pdf, async (file, dir) => {
    await run('pdftoppm', ['-r', '300', '-gray', file, path.join(dir, 'page')]);
    if (keepPng) await run('pdftoppm', ['-r', '150', '-png', '-singlefile', file, keepPng]);
    const images = (await readdir(dir)).filter((name) => name.endsWith('.pgm')).sort();
    const pages: PageSymbols[] = [];
    for (const image of images) {
      const pgm = parsePgm(await readFile(path.join(dir, image)));
      const page: PageSymbols = { code128: [], qr: [] };
      const [cellWidth, cellHeight] = [pgm.width / grid.columns, pgm.height / grid.rows];
      for (let row = 0; row < grid.rows; row++) {
        for (let column = 0; column < grid.columns; column++) {
          const [x, y] = [Math.round(column * cellWidth), Math.round(row * cellHeight)];
          const width = Math.min(Math.round(cellWidth), pgm.width - x);
          const height = Math.min(Math.round(cellHeight), pgm.height - y);
          const cell = path.join(dir, `cell-${row}-${column}.pgm`);
          await writeFile(cell, cropPgm(pgm, x, y, width, height));
          zbarSymbols(cell, page);
        }
      }
      page.code128.sort();
      page.qr.sort();
      pages.push(page);
    }
    return pages;
  });
}
