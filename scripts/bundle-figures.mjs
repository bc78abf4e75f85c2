// `npm run bundle-figures`: what the built web client weighs (apps/web/dist), from Vite's manifest: every
// file raw, gzip and brotli, and the JavaScript a signed-in user's browser loads before the dashboard
// can draw (the entry, the lazy chunks of the sign-in gate, the shell and the dashboard, and everything
// they import statically). `--check` fails above the budget of issue 14; `npm test` runs it after its
// build. `--json` prints the figures as JSON (the benchmark in bench/ reads them).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 14: the JavaScript before the first screen, gzip, at most 260 kB (1 kB = 1,000 bytes, as Vite prints). */
export const INITIAL_JS_BUDGET = 260_000;

/**
 * The lazy modules a cold load of `#/dashboard` runs before the cards can draw (app/router/build-routes.tsx
 * and route-table.ts load them); the benchmark (bench/first-load.bench.ts) checks that the browser
 * fetches no other script before the cards show.
 */
export const FIRST_SCREEN_MODULES = [
  'index.html',
  'src/shell/session/authenticated-area.tsx',
  'src/app/layouts/normal-layout.tsx',
  'src/features/dashboard/pages/dashboard-page.tsx',
];

/**
 * The chunks (manifest keys) that `entries` need at once: each entry and, transitively, what it imports
 * statically. Dynamic imports are left out: they load when the code asks for them.
 * @param {Record<string, {file: string, imports?: string[]}>} manifest Vite's `.vite/manifest.json`
 * @param {string[]} entries
 */
export function staticClosure(manifest, entries) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

/** The JavaScript files of `keys`, each once (an HTML entry's chunk is its script). */
export function scriptFiles(manifest, keys) {
  return [...new Set(keys.map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')))];
}

/** A file's size raw and compressed: the `.gz`/`.br` the build wrote beside it, else compressed here. */
export function sizesOf(dist, file) {
  const full = path.join(dist, file);
  const raw = readFileSync(full);
  const sizeOf = (extension, compress) =>
    existsSync(full + extension) ? statSync(full + extension).size : compress(raw).length;
  return {
    file,
    raw: raw.length,
    gzip: sizeOf('.gz', (data) => gzipSync(data, { level: 9 })),
    br: sizeOf('.br', (data) =>
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ),
  };
}

function walk(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '.vite' ? [] : walk(full, base);
    return /\.(br|gz)$/.test(entry.name) ? [] : [path.relative(base, full)];
  });
}

const sum = (rows, key) => rows.reduce((total, row) => total + row[key], 0);

/** The figures of a built client: every file, and the JavaScript of the first screen. */
export function bundleFigures(dist) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const files = walk(dist).map((file) => sizesOf(dist, file));
  const initial = scriptFiles(manifest, staticClosure(manifest, FIRST_SCREEN_MODULES)).map((file) =>
    sizesOf(dist, file),
  );
  const total = (rows) => ({
    files: rows.length,
    raw: sum(rows, 'raw'),
    gzip: sum(rows, 'gzip'),
    br: sum(rows, 'br'),
  });
  return {
    all: total(files),
    javascript: total(files.filter((row) => row.file.endsWith('.js'))),
    initial: { ...total(initial), chunks: initial.sort((a, b) => b.gzip - a.gzip) },
  };
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function print(figures) {
  const line = (name, row) =>
    console.log(
      `${name.padEnd(52)} ${kB(row.raw).padStart(10)} ${kB(row.gzip).padStart(10)} ${kB(row.br).padStart(10)}`,
    );
  console.log(`${'file'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'br'.padStart(10)}`);
  for (const chunk of figures.initial.chunks) line(chunk.file, chunk);
  line(`first screen: ${figures.initial.files} scripts`, figures.initial);
  line(`all scripts: ${figures.javascript.files}`, figures.javascript);
  line(`all files: ${figures.all.files}`, figures.all);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('No build manifest: run `npm run build` first.');
    process.exit(1);
  }
  const figures = bundleFigures(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures, null, 2));
  else print(figures);
  if (process.argv.includes('--check')) {
    const over = figures.initial.gzip > INITIAL_JS_BUDGET;
    console.log(
      `JavaScript before the first screen: ${kB(figures.initial.gzip)} gzip, budget ${kB(INITIAL_JS_BUDGET)}: ${over ? 'OVER' : 'ok'}`,
    );
    if (over) process.exit(1);
  }
}
