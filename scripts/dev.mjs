// `npm run dev`: the server (restarted on change) behind Vite's dev server with hot reload. Users open
// http://localhost:5173/inventario/; Vite forwards the API, customer-area and identity paths to the
// server, whose public address is Vite's so that sign-in redirects come back to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const node = path.join(root, 'node_modules', '.bin', 'node');
const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn(node, ['--watch', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit', env }),
  spawn(path.join(root, 'node_modules', '.bin', 'vite'), [], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env,
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
