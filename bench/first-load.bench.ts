import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import {
  bundleFigures,
  chunkKeys,
  FIRST_SCREEN_MODULES,
  scriptFiles,
  staticClosure,
} from '../scripts/bundle-figures.mjs';
import { freePort } from './bench-app.ts';

/**
 * Issue 14: a signed-in user's cold load of the dashboard, fully drawn within 1.0 s on localhost. A
 * server process as `npm start` runs it (the built web client, the seeded demo school), Debian's
 * Chromium; the demo DSGA signs in once through the login page, then each run opens `#/dashboard` in a
 * new browser context (empty cache, the saved sign-in) and times, from the navigation's start, the
 * first paint, the shell (the user menu) and the moment the five cards show their figures with their
 * charts drawn. The median of BENCH_RUNS (7) runs, after one untimed, is held to the target.
 * BENCH_WATERFALL=1 prints each run's requests with their start and end; BENCH_LINE=school emulates a
 * school's ADSL line (the target is localhost's, so it is not held then).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 1000;
/** BENCH_LINE=school: a school's ADSL line (8 Mbit/s down, 1 up, 30 ms), emulated by Chromium; no target. */
const SCHOOL_LINE = process.env.BENCH_LINE === 'school';
/** BENCH_PROFILE=1: each run's main-thread CPU until drawn, by script and by function (a CDP profile). */
const PROFILE = Boolean(process.env.BENCH_PROFILE);
const root = path.resolve(import.meta.dirname, '..');
// WEB_DIST (as the server reads it) measures another build, e.g. a copy of an earlier one.
const dist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));

interface Marks {
  firstContentfulPaint: number;
  shell: number;
  figures: number;
  drawn: number;
}

interface Run extends Marks {
  /** Files and calls that arrived before the dashboard was drawn, and their bodies' bytes as sent. */
  requests: number;
  transferred: number;
  /** Scripts that arrived before the figures showed, and their bytes as sent. */
  scripts: number;
  scriptBytes: number;
  /** Of those scripts, the ones the build manifest does not count as the first screen's. */
  unexpectedScripts: string[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function startServer(dataDir: string, port: number): ChildProcess {
  return spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitForHealth(baseUrl: string) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not start');
}

/** Signs the demo DSGA in through the real login page; the context's state then holds the session. */
async function signIn(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'it-IT' });
  const page = await context.newPage();
  await page.goto('/inventario/#/dashboard');
  await page.getByLabel('Nome utente').fill('demo.dsga');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.getByRole('button', { name: 'Menu utente di Maria Rossi' }).waitFor();
  await page.getByRole('region', { name: 'Ultimi movimenti' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Runs in the page from its first script on (an init script), checking on every frame: the first
 * contentful paint, the shell (the user menu button), the figures (five cards, each with its table or
 * list of links) and the dashboard drawn (the figures, and each card's charts with their SVG marks).
 */
function watchMarks() {
  const marks: Partial<Marks> = {};
  (window as unknown as { __marks: Partial<Marks> }).__marks = marks;
  // A card's chart is the outermost element of role img (a chart has others inside, its legend's).
  const chartSelector = '[role="img"]:not([role="img"] [role="img"])';
  const check = () => {
    const now = performance.now();
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    if (paint && marks.firstContentfulPaint === undefined) marks.firstContentfulPaint = paint.startTime;
    if (marks.shell === undefined && document.querySelector('button[aria-label^="Menu utente di"]'))
      marks.shell = now;
    const cards = [...document.querySelectorAll('main section[aria-labelledby]')];
    const figures = cards.length === 5 && cards.every((card) => card.querySelector('table, a[href^="#/"]'));
    if (figures && marks.figures === undefined) marks.figures = now;
    const charts = cards.flatMap((card) => [...card.querySelectorAll(chartSelector)]);
    if (figures && charts.length > 0 && charts.every((chart) => chart.querySelector('svg path, svg rect'))) {
      marks.drawn = now;
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

async function startProfiler(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  return { stop: async () => (await cdp.send('Profiler.stop')).profile as CpuProfile };
}

/** The sampled main-thread time, summed by script file and by function, the largest first. */
function printProfile(profile: CpuProfile, drawn: number) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const byTenth = new Map<number, Map<string, number>>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  let at = 0;
  profile.samples.forEach((id, index) => {
    const frame = nodes.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    at += ms;
    if (!frame) return;
    const file = frame.url
      ? path.basename(new URL(frame.url).pathname)
      : `(${frame.functionName || 'native'})`;
    add(byFile, file, ms);
    add(byFunction, `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber}`, ms);
    const tenth = Math.floor(at / 100);
    add(byTenth.get(tenth) ?? byTenth.set(tenth, new Map()).get(tenth)!, file, ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`);
  console.log(`\nCPU profile until drawn (${drawn.toFixed(0)} ms), by file:\n${top(byFile, 12).join('\n')}`);
  console.log(`by function:\n${top(byFunction, 25).join('\n')}`);
  console.log('by tenth of a second since the profile started:');
  for (const [tenth, files] of [...byTenth].sort((a, b) => a[0] - b[0]))
    console.log(
      `  ${String(tenth * 100).padStart(5)}  ${top(files, 3)
        .map((line) => line.trim())
        .join(' | ')}`,
    );
}

async function coldLoad(
  browser: Browser,
  baseUrl: string,
  storageState: StorageState,
  firstScreenScripts: Set<string>,
): Promise<Run> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: 'it-IT',
    viewport: { width: 1366, height: 850 },
    storageState,
  });
  try {
    const page: Page = await context.newPage();
    if (SCHOOL_LINE) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 30,
        downloadThroughput: (8_000_000 / 8) | 0,
        uploadThroughput: (1_000_000 / 8) | 0,
      });
    }
    await page.addInitScript(watchMarks);
    const profiler = PROFILE ? await startProfiler(context, page) : undefined;
    await page.goto('/inventario/#/dashboard', { waitUntil: 'commit' });
    try {
      await page.waitForFunction(
        () => (window as unknown as { __marks: Marks }).__marks.drawn !== undefined,
        {
          timeout: 30_000,
        },
      );
    } catch (error) {
      const shot = path.join(root, '.tmp', 'first-load-timeout.png');
      await page.screenshot({ path: shot });
      const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
      throw new Error(`the dashboard did not draw (marks ${JSON.stringify(marks)}; screenshot ${shot})`, {
        cause: error,
      });
    }
    const marks = await page.evaluate(() => (window as unknown as { __marks: Marks }).__marks);
    if (profiler) {
      const profile = await profiler.stop();
      printProfile(profile, marks.drawn);
      if (process.env.BENCH_PROFILE_FILE)
        (await import('node:fs')).writeFileSync(process.env.BENCH_PROFILE_FILE, JSON.stringify(profile));
    }
    // Every file and call the page fetched (the document first), its end and its body as sent, in the
    // page's own clock.
    const fetched = await page.evaluate(() =>
      [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
        (entry) => {
          const timing = entry as PerformanceResourceTiming;
          return {
            url: timing.name,
            start: timing.startTime,
            end: timing.responseEnd,
            bytes: timing.encodedBodySize,
          };
        },
      ),
    );
    if (process.env.BENCH_WATERFALL) {
      console.log(`\nwaterfall (start → end ms, kB sent): ${JSON.stringify(marks)}`);
      for (const entry of fetched)
        console.log(
          `${entry.start.toFixed(0).padStart(6)} → ${entry.end.toFixed(0).padStart(6)} ${(entry.bytes / 1000).toFixed(1).padStart(7)}  ${new URL(entry.url).pathname}`,
        );
    }
    const beforeDrawn = fetched.filter((entry) => entry.end <= marks.drawn);
    const isScript = (url: string) => new URL(url).pathname.endsWith('.js');
    const scripts = fetched.filter((entry) => isScript(entry.url) && entry.end <= marks.figures);
    const assetOf = (url: string) => new URL(url).pathname.replace(/^\/inventario\//, '');
    const sum = (entries: { bytes: number }[]) => entries.reduce((total, entry) => total + entry.bytes, 0);
    return {
      ...marks,
      requests: beforeDrawn.length,
      transferred: sum(beforeDrawn),
      scripts: scripts.length,
      scriptBytes: sum(scripts),
      unexpectedScripts: scripts
        .map((entry) => assetOf(entry.url))
        .filter((asset) => asset.startsWith('assets/') && !firstScreenScripts.has(asset)),
    };
  } finally {
    await context.close();
  }
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main() {
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) {
    console.error('The web client is not built (apps/web/dist): run `npm run build` first.');
    process.exit(1);
  }
  const figures = bundleFigures(dist);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const firstScreenScripts = new Set(
    scriptFiles(manifest, staticClosure(manifest, chunkKeys(manifest, FIRST_SCREEN_MODULES))),
  );

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'inventario-bench-first-load-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = startServer(dataDir, port);
  let browser: Browser | undefined;
  try {
    const started = performance.now();
    await waitForHealth(`http://127.0.0.1:${port}`);
    console.log(`server up with the demo school in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
    const storageState = await signIn(browser, baseUrl);
    const loadBefore = loadAverage();
    await coldLoad(browser, baseUrl, storageState, firstScreenScripts);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++)
      runs.push(await coldLoad(browser, baseUrl, storageState, firstScreenScripts));
    const loadAfter = loadAverage();

    const kB = (bytes: number) => (bytes / 1000).toFixed(1);
    console.log(
      `\nBuild: ${figures.all.files} files, ${kB(figures.all.raw)} kB raw, ${kB(figures.all.gzip)} kB gzip, ${kB(figures.all.br)} kB br;` +
        ` the first screen's JavaScript: ${figures.initial.files} files, ${kB(figures.initial.raw)} kB raw, ${kB(figures.initial.gzip)} kB gzip, ${kB(figures.initial.br)} kB br`,
    );
    console.log(
      `\nCold load of #/dashboard, signed in${SCHOOL_LINE ? ', over an emulated school line' : ''}, ms from the navigation's start (load average ${loadBefore} → ${loadAfter})`,
    );
    const columns = ['FCP', 'shell', 'figures', 'drawn', 'requests', 'kB sent', 'scripts', 'JS kB'];
    const row = (name: string, cells: string[]) =>
      console.log(
        `${name.padEnd(7)}${cells.map((cell, index) => cell.padStart((columns[index]?.length ?? 0) + 3)).join('')}`,
      );
    row('run', columns);
    const timings = (run: Marks) =>
      [run.firstContentfulPaint, run.shell, run.figures, run.drawn].map((ms) => ms.toFixed(0));
    runs.forEach((run, index) => {
      row(String(index + 1), [
        ...timings(run),
        String(run.requests),
        kB(run.transferred),
        String(run.scripts),
        kB(run.scriptBytes),
      ]);
    });
    const medians: Marks = {
      firstContentfulPaint: median(runs.map((run) => run.firstContentfulPaint)),
      shell: median(runs.map((run) => run.shell)),
      figures: median(runs.map((run) => run.figures)),
      drawn: median(runs.map((run) => run.drawn)),
    };
    const ok = medians.drawn < TARGET_MS;
    row('median', timings(medians));
    console.log(
      `drawn: median ${medians.drawn.toFixed(0)} ms, target < ${TARGET_MS} ms: ${ok ? 'ok' : 'MISSED'}`,
    );
    const unexpected = [...new Set(runs.flatMap((run) => run.unexpectedScripts))];
    if (unexpected.length > 0)
      console.log(`Scripts before the figures that bundle-figures does not count: ${unexpected.join(', ')}`);
    process.exitCode = ok || SCHOOL_LINE ? 0 : 1;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
