// `npm start`: installs what is missing, builds the web client when stale, then runs the server on the
// project's pinned Node (22). Plain JavaScript because it may first run on an older system Node.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const sources = ['apps/web/src', 'apps/web/public', 'packages/shared/src'].map((d) => path.join(root, d));
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > statSync(built).mtimeMs;
}

/** The project's Node, as the lockfile pins it. */
function pinnedNodeVersion() {
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  return lock.packages['node_modules/node'].version;
}

/**
 * `npm ci` on the project's Node: on an older system Node every package that needs Node 22 would print
 * an EBADENGINE warning, so npm's own program runs on the pinned Node (fetched once by npx). Errors
 * still show. Without npm's path (the script started by hand) it is a plain `npm ci`.
 */
function install() {
  const systemMajor = Number(process.versions.node.split('.')[0]);
  const pinned = pinnedNodeVersion();
  const npmProgram = process.env.npm_execpath;
  if (systemMajor >= Number(pinned.split('.')[0]) || !npmProgram) {
    run(npm, ['ci', '--no-audit', '--no-fund']);
    return;
  }
  run(npx, [
    '--yes',
    '--package',
    `node@${pinned}`,
    '--',
    'node',
    npmProgram,
    'ci',
    '--no-audit',
    '--no-fund',
  ]);
}

if (!existsSync(node) || !existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)...');
  install();
}
if (webIsStale()) {
  console.log('Building the web client...');
  // Quietly: a newcomer's first screen lists no build chunks; warnings and errors still show.
  run(npm, ['run', 'build', '--silent', '--workspace', '@inventario/web', '--', '--logLevel', 'warn']);
}
const server = spawn(node, [path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
