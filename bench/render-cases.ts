import os from 'node:os';

/** One document rendered in process (no database), with the time it must stay under, if any. */
export interface RenderCase {
  name: string;
  target?: number | undefined;
  render: () => Promise<Buffer>;
}

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

/**
 * Renders each case once to warm up (fonts and modules load once, as in the worker), then `runs`
 * times, and prints pages, size, median and slowest wall time, median CPU time (which the other work
 * on the machine does not inflate), the load average around it and the peak memory. Answers whether
 * every target was met.
 */
export async function runRenderCases(
  title: string,
  cases: readonly RenderCase[],
  runs: number,
): Promise<boolean> {
  const [startLoad] = os.loadavg();
  let ok = true;
  const lines: string[] = [];
  for (const c of cases) {
    await c.render();
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(c.render));
    const ms = median(results.map((run) => run.ms));
    const pass = !c.target || ms < c.target;
    ok &&= pass;
    const cells = [
      c.name.padEnd(40),
      String(results[0]?.pages ?? 0).padStart(6),
      String(Math.round((results[0]?.bytes ?? 0) / 1024)).padStart(7),
      ms.toFixed(0).padStart(8),
      Math.max(...results.map((run) => run.ms))
        .toFixed(0)
        .padStart(8),
      median(results.map((run) => run.cpuMs))
        .toFixed(0)
        .padStart(7),
    ];
    lines.push(`${cells.join(' ')}  ${c.target ? `< ${c.target} ms ${pass ? 'ok' : 'MISSED'}` : ''}`);
  }
  const [endLoad] = os.loadavg();
  console.log(
    `\n${title} (${os.availableParallelism()} cores, load average ${startLoad?.toFixed(1)} at the start, ` +
      `${endLoad?.toFixed(1)} at the end; ${runs} runs after a warm one; peak RSS ` +
      `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB)`,
  );
  console.log(`${'case'.padEnd(40)}  pages      KB   med ms   max ms  cpu ms  target`);
  for (const line of lines) console.log(line);
  return ok;
}
