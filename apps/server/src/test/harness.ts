import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { upsertCustomer, upsertCustomerUser } from '../customer-area/customer-area.repo.ts';
import type { Database, Db } from '../db/client.ts';
import { signInForTest } from '../identity/sign-in.fixtures.ts';
import { upsertIdentityUser } from '../identity/users.repo.ts';
import { ensureSchool } from '../modules/school/school.service.ts';
import { openFixturesDatabase, openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  baseUrl: string;
  database: Database;
  /** Where fixtures write and tests read rows of any school (see `openFixturesDatabase`). */
  db: Db;
  /** The app's data folder: its local document store. */
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where the app's log lines go (with `LOG_LEVEL` in `env`). */
  logStream?: Writable;
  /** Adds what a test needs to the app before it listens (a route of its own). */
  beforeListen?: (app: FastifyInstance, database: Database) => void;
  /** The sign-in throttle's clock; tests move it. */
  now?: () => Date;
  /** A database the test opened itself, instead of a new one. */
  database?: Database;
}

/** The whole application on its own database, listening on a free loopback port (tokens need HTTP). */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const source = inject('testDatabase');
  const database = options.database ?? (await openTestDatabase(source));
  // A database handed in belongs to the caller, fixtures' connection included.
  const fixtures = options.database ? undefined : await openFixturesDatabase(source, database);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inventario-api-test-'));
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    // The print worker runs only where a test renders documents.
    WORKER: 'off',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    logStream: options.logStream,
    ...(options.now ? { now: options.now } : {}),
  });
  options.beforeListen?.(app, database);
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    baseUrl,
    database,
    db: (fixtures ?? database).db,
    dataDir,
    close: async () => {
      await app.close();
      await fixtures?.close();
      // A database handed in belongs to the caller (a second node on the same database).
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex').toUpperCase();
}

export interface TestSchool {
  customerCode: string;
  codMin: string;
  name: string;
  city: string;
}

/** A school known to the customer area and the inventory, with a unique code. */
export async function buildSchool(db: Db, overrides: Partial<TestSchool> = {}): Promise<TestSchool> {
  const suffix = uniqueSuffix();
  const school = {
    customerCode: `SC${suffix}`,
    codMin: `RMIC${suffix}`,
    name: `Istituto ${suffix}`,
    city: 'Roma',
    ...overrides,
  };
  await upsertCustomer(db, {
    code: school.customerCode,
    name: school.name,
    city: school.city,
    codMin: school.codMin,
  });
  await ensureSchool(db, school.customerCode);
  return school;
}

export interface TestUser {
  username: string;
  password: string;
  customerCode: string;
  roles: string[];
  licenses: string[];
}

export async function buildUser(
  db: Db,
  school: TestSchool,
  grants: { roles?: string[]; licenses?: string[] } = {},
): Promise<TestUser> {
  const user = {
    username: `user.${uniqueSuffix().toLowerCase()}`,
    password: 'correct horse battery',
    customerCode: school.customerCode,
    roles: grants.roles ?? ['inv.default'],
    licenses: grants.licenses ?? ['INV', 'RIN'],
  };
  await upsertIdentityUser(db, { ...user, givenName: 'Test', familyName: user.username });
  await upsertCustomerUser(db, {
    customerCode: school.customerCode,
    username: user.username,
    fullName: `Test ${user.username}`,
  });
  return user;
}

export interface Credentials {
  accessToken: string;
  sessionToken?: string;
}

/** Signs in through the real login page and opens a backend session. */
export async function signIn(testApp: TestApp, user: TestUser): Promise<Required<Credentials>> {
  const { accessToken } = await signInForTest(testApp.baseUrl, user.username, user.password);
  const response = await call(
    testApp,
    { method: 'GET', url: '/inventario/api/session/login' },
    { accessToken },
  );
  if (response.statusCode !== 200)
    throw new Error(`session login failed: ${response.statusCode} ${response.body}`);
  return { accessToken, sessionToken: response.json<{ token: string }>().token };
}

/** One request with the credentials' two headers. */
export function call(
  testApp: TestApp,
  request: InjectOptions,
  credentials?: Credentials,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...(request.headers as Record<string, string> | undefined) };
  if (credentials?.accessToken) headers.authorization = `Bearer ${credentials.accessToken}`;
  if (credentials?.sessionToken) headers['x-auth-token'] = credentials.sessionToken;
  return testApp.app.inject({ ...request, headers });
}

/** A signed-in user of a new school, for tests that need one school and one user. */
export async function signedInSchool(testApp: TestApp, overrides: Partial<TestSchool> = {}) {
  const school = await buildSchool(testApp.db, overrides);
  const user = await buildUser(testApp.db, school);
  return { school, user, credentials: await signIn(testApp, user) };
}

/** Calls with a JSON body and answers the status and the parsed body. */
export async function send<T = unknown>(
  testApp: TestApp,
  credentials: Credentials,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await call(
    testApp,
    { method, url: `/inventario/api${path}`, ...(body === undefined ? {} : { payload: body as object }) },
    credentials,
  );
  return { status: response.statusCode, body: (response.body ? response.json() : undefined) as T };
}
