import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server sends; fonts and images are compressed formats already. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.split(path.sep).includes('.vite'));
}

/** Writes `variant` beside `file` when it is smaller (a tiny file can grow). */
async function writeIfSmaller(file: string, original: Buffer, variant: Buffer): Promise<void> {
  if (variant.length < original.length) await writeFile(file, variant);
}

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the
 * build, which the server sends to browsers that accept them (@fastify/static's `preCompressed`):
 * compressed once at build time at the best ratio, never per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'inventario-precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the bundle and the public folder are both in place.
    async closeBundle() {
      const files = await filesUnder(outDir);
      await Promise.all(
        files.map(async (file) => {
          const original = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(original, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
              },
            }),
            gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([
            writeIfSmaller(`${file}.br`, original, br),
            writeIfSmaller(`${file}.gz`, original, gz),
          ]);
        }),
      );
    },
  };
}
