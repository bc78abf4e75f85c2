/** Test-only: read a rendered labels PDF back with Debian's poppler-utils and zbar-tools. */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
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
