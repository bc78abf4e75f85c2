// `npm run bench`: every benchmark in this folder, one after another; each prints its table.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const benches = readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort();
const only = process.argv[2];
let failed = false;
for (const file of benches.filter((f) => !only || f.includes(only))) {
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, file)], { stdio: 'inherit' });
  failed ||= result.status !== 0;
}
process.exit(failed ? 1 : 0);
