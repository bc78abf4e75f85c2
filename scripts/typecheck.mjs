// `npm run typecheck`: every TypeScript project, in two lanes at once (the machine has two cores and
// one tsc uses one). A lane checks its projects in order, as the later ones read the earlier ones'
// declarations; each lane's output is printed whole when it ends, so the lanes never interleave.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
const lanes = [
  ['packages/shared', 'apps/server', 'bench'],
  ['apps/web', 'e2e'],
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

async function runLane(projects) {
  const results = [];
  for (const project of projects) results.push(await check(project));
  return results;
}

const results = (await Promise.all(lanes.map(runLane))).flat();
for (const result of results) {
  console.log(`tsc -p ${result.project}: ${result.ok ? 'ok' : 'FAILED'}`);
  if (result.output) process.stdout.write(result.output);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
