/** Test-only: what a rendered PDF says and looks like, through Debian's poppler-utils. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Hands `use` the PDF as a file of a temporary folder, removed afterwards. */
export async function withPdfFile<T>(pdf: Uint8Array, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inventario-pdf-'));
  try {
    const file = path.join(dir, 'document.pdf');
    await writeFile(file, pdf);
    return await use(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The text of each page, as `pdftotext -layout` lays it out (pages are split at form feeds). */
export function pdfPages(pdf: Uint8Array): Promise<string[]> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdftotext', ['-layout', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
    return stdout.split('\f').filter((page, index, pages) => index < pages.length - 1 || page.trim() !== '');
  });
}

/** `pdfinfo`'s fields (Pages, Page size, Title…). */
export function pdfInfo(pdf: Uint8Array): Promise<Record<string, string>> {
  return withPdfFile(pdf, async (file) => {
    const { stdout } = await run('pdfinfo', [file]);
    const fields: Record<string, string> = {};
    for (const line of stdout.split('\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) fields[line.slice(0, colon)] = line.slice(colon + 1).trim();
    }
    return fields;
  });
}
