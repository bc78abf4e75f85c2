// `npm test`: typecheck, lint, the import boundaries, unit tests, API tests, the bundle budgets and browser
// tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function step(title, args) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(npm, ['run', ...args], { cwd: root, stdio: 'inherit', env: process.env });
  console.log(
    `=== ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step('typecheck', ['typecheck']);
step('lint', ['lint']);
step('boundaries', ['lint:boundaries']);
step('unit tests', ['test:unit']);
step('api tests', ['test:api']);
ensureChromium();
step('build web client', ['build']);
// The first screen's JavaScript, from the manifest of that build (issue 14's budget).
step('bundle budgets', ['bundle-figures', '--', '--check']);
step('browser tests', ['test:e2e']);
