import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { schoolCounts } from './e2e/support/schools.ts';

/**
 * Browser tests against the real application: two servers on fresh data folders (the second with
 * 20-second access tokens, for the session-expiry flow), Debian's Chromium, and sign-in through the
 * real login page once per user (the `setup` project saves each user's storage state). Two workers:
 * spec files that write each have a school of their own, and the others only read the demo schools
 * (e2e/support/schools.ts).
 */

// One id per run, set once in the main process and inherited by the workers, so every process agrees
// on the data folders; e2e/global-setup.ts deletes the folders of earlier runs.
// E2E_PORT lets two runs share a machine (a developer's and a clean clone's CI check); the port is
// part of the run id so a run only ever cleans up after earlier runs on its own port.
const MAIN_PORT = Number(process.env.E2E_PORT ?? 8181);
process.env.INVENTARIO_E2E_RUN ??= `port-${MAIN_PORT}-run-${Date.now()}`;
const runDir = path.join('.tmp', 'e2e-data', process.env.INVENTARIO_E2E_RUN);
const EXPIRY_PORT = MAIN_PORT + 1;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function server(port: number, dataDir: string, extraEnv: Record<string, string> = {}) {
  return {
    command: 'node_modules/.bin/node apps/server/src/main.ts',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  };
}

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  outputDir: path.join('.tmp', 'test-results', `port-${MAIN_PORT}`),
  retries: 1,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${MAIN_PORT}`,
    locale: 'it-IT',
    viewport: { width: 1366, height: 850 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/ },
    {
      name: 'app',
      testMatch: /\.spec\.ts$/,
      testIgnore: /session-expiry\.spec\.ts$/,
      dependencies: ['setup'],
    },
    {
      name: 'session-expiry',
      testMatch: /session-expiry\.spec\.ts$/,
      use: { baseURL: `http://localhost:${EXPIRY_PORT}` },
    },
  ],
  webServer: [
    // The specs share each user's saved sign-in, and a refresh rotates the refresh token the others
    // hold: access tokens outlive the run so no spec refreshes (the expiry server tests renewal).
    // Beside the demo schools, one school per spec file that writes.
    server(MAIN_PORT, path.join(runDir, 'main'), {
      ACCESS_TOKEN_TTL_SECONDS: '7200',
      E2E_SCHOOLS: String(schoolCounts.demo),
      E2E_EMPTY_SCHOOLS: String(schoolCounts.empty),
    }),
    server(EXPIRY_PORT, path.join(runDir, 'expiry'), { ACCESS_TOKEN_TTL_SECONDS: '20' }),
  ],
});
