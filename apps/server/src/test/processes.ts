import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { signInForTest } from '../identity/sign-in.fixtures.ts';
import type { Credentials } from './harness.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** The server's entry points a test may run as a process of its own. */
export const entries = {
  /** `npm start`'s server: the API, the identity provider and, unless `WORKER=off`, the print worker. */
  main: path.join(root, 'apps/server/src/main.ts'),
  /** `npm run worker`: a process that only renders prints. */
  worker: path.join(root, 'apps/server/src/worker.ts'),
};

export interface ServerProcess {
  process: ChildProcess;
  /** Everything it wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves with its exit code (or the signal that ended it) once it has exited. */
  exited: Promise<number | NodeJS.Signals | null>;
}

/** Runs an entry point as a child process with the test's environment plus `env`. */
export function startProcess(entry: string, env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return { process: child, output: () => output, exited };
}

/** `npm start`'s server as a process of its own with `env` (PORT, DATA_DIR…), once it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = startProcess(entries.main, { HOST: '127.0.0.1', WEB_DIST: '/nonexistent', ...env });
  await until(
    'the server to listen',
    () => {
      if (server.process.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
      return server.output().includes('is running at') ? true : undefined;
    },
    120_000,
  );
  return server;
}

/** Signs in over HTTP through the real login page, and opens a backend session. */
export async function signInTo(
  baseUrl: string,
  username: string,
  password: string,
): Promise<Required<Credentials>> {
  const { accessToken } = await signInForTest(baseUrl, username, password);
  const session = await sendTo<{ token: string }>(baseUrl, { accessToken }, 'GET', '/session/login');
  if (session.status !== 200) throw new Error(`session login failed: ${session.status}`);
  return { accessToken, sessionToken: session.body.token };
}

/** Ends a process as `kill -9` does (nothing of it runs afterwards) and waits for it to be gone. */
export async function killHard(server: ServerProcess): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
  await server.exited;
}

/** Stops a process as an operator does (SIGTERM) and waits for it to be gone. */
export async function stopProcess(server: ServerProcess): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
  await server.exited;
}

/** Polls `probe` every 100 ms until it answers something, for at most `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One API call over HTTP to a server in another process, with the credentials' two headers. */
export async function sendTo<T = unknown>(
  baseUrl: string,
  credentials: Credentials,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = { authorization: `Bearer ${credentials.accessToken}` };
  if (credentials.sessionToken) headers['x-auth-token'] = credentials.sessionToken;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}/inventario/api${apiPath}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}
