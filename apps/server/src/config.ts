import path from 'node:path';
import type { WebLinks } from '@inventario/shared/contracts/config';
import { z } from '@inventario/shared/zod';
import { CronExpressionParser } from 'cron-parser';

const booleanFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => ['on', 'true', '1'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  /** The role that owns the schema on that server, when DATABASE_URL's is not it: it installs and migrates. */
  DATABASE_OWNER_URL: z.string().optional(),
  /**
   * The proxies whose X-Forwarded-For/-Host/-Proto are believed (addresses, CIDR blocks or `loopback`,
   * `linklocal`, `uniquelocal`, comma-separated), or `off`. Anyone else could pick their own address
   * and escape the sign-in throttle's limit per address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'addresses, CIDR blocks, loopback/linklocal/uniquelocal, or off')
    .default('loopback'),
  /** The address users reach the application at; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** An external OpenID provider; when set the embedded one and the demo data are off. */
  OIDC_ISSUER: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().default('inventario-web'),
  /** The audience the API expects in access tokens. */
  OIDC_AUDIENCE: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(5).default(600),
  WORKER: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Signs the download URLs of the documents; every node of an installation needs the same one. */
  DOCUMENTS_SECRET: z.string().min(32).optional(),
  /** Where documents are kept: the data folder, or an S3-compatible bucket. */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** An S3-compatible service's address (MinIO, Ceph...); AWS when unset. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** How long a download URL works, in seconds. */
  DOCUMENTS_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(300),
  /** For tests only: every print waits this long before it renders (a print to kill mid-render). */
  TEST_PRINT_DELAY_MS: z.coerce.number().int().min(0).default(0),
  LINK_USER_MANUAL: z.url().optional(),
  LINK_SUPPORT: z.url().optional(),
  LINK_VENDOR_SITE: z.url().optional(),
  LINK_TEMPLATE_MANAGER: z.url().optional(),
  LINK_AUTHORIZATIONS: z.url().optional(),
  LINK_PUBLICATIONS: z.url().optional(),
  /**
   * Test only: schools the first start seeds beside the demo ones for the browser suite, a copy of
   * the first demo school each (E2E_SCHOOLS) or a new empty school each (E2E_EMPTY_SCHOOLS). Never
   * with OIDC_ISSUER.
   */
  E2E_SCHOOLS: z.coerce.number().int().min(0).max(99).default(0),
  /** Serves Prometheus metrics at `/metrics` (a worker process on METRICS_PORT); off unless set. */
  METRICS: booleanFlag.default(false),
  /** When set, a scraper must send it as `Authorization: Bearer`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** The worker process's metrics port (it serves nothing else). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).default(9464),
  E2E_EMPTY_SCHOOLS: z.coerce.number().int().min(0).max(99).default(0),
  /**
   * When the worker processes check every school's ledger: a five-field cron expression, read in
   * Italy's time, or `off`. Every night at 02:30 unless set.
   */
  LEDGER_CHECK_CRON: z.string().trim().default('30 2 * * *'),
});

/** The time zone the nightly ledger check's cron expression is read in. */
export const LEDGER_CHECK_TIME_ZONE = 'Europe/Rome';

/**
 * LEDGER_CHECK_CRON as the worker schedules it: null for `off`; else the expression, refused here, at
 * start, unless it has five fields (minute, hour, day of month, month, day of week) that pg-boss's own
 * parser (cron-parser) reads.
 */
export function ledgerCheckCronOf(value: string): string | null {
  if (value.toLowerCase() === 'off') return null;
  const fields = value === '' ? [] : value.split(/\s+/);
  const problem = fields.length === 5 ? cronProblem(fields.join(' ')) : `it has ${fields.length} field(s)`;
  if (problem)
    throw new Error(
      `Invalid configuration: LEDGER_CHECK_CRON "${value}" is not a cron expression of five fields (minute hour day-of-month month day-of-week, e.g. "30 2 * * *") nor off: ${problem}`,
    );
  return fields.join(' ');
}

function cronProblem(expression: string): string | undefined {
  try {
    CronExpressionParser.parse(expression, { tz: LEDGER_CHECK_TIME_ZONE, strict: false });
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Migrates and grants at start, then closes; unset, DATABASE_URL's role owns the schema. */
  databaseOwnerUrl: string | undefined;
  publicUrl: string;
  /** Fastify's `trustProxy`: the proxies believed, or false. */
  trustProxy: string | false;
  /** True when the embedded identity provider serves `/auth` (and demo data may be seeded). */
  embeddedIdentity: boolean;
  oidcIssuer: string;
  oidcClientId: string;
  oidcAudience: string;
  accessTokenTtlSeconds: number;
  worker: boolean;
  documentsSecret: string | undefined;
  storage: StorageConfig;
  documentsUrlTtlSeconds: number;
  /** Tests only: how long each render waits first (`TEST_PRINT_DELAY_MS`). */
  testPrintDelayMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Prometheus metrics: whether served, the scraper's token, and a worker process's own port. */
  metrics: { enabled: boolean; token: string | undefined; workerPort: number };
  webDist: string;
  links: WebLinks;
  /** Test-only schools to seed with the demo data (seed/e2e-schools.ts); none unless asked. */
  e2eSchools: E2eSchoolCounts;
  /** When worker processes check every ledger (cron, in LEDGER_CHECK_TIME_ZONE); null when off. */
  ledgerCheckCron: string | null;
}

/** How many test schools of each kind: copies of the first demo school, and empty ones. */
export interface E2eSchoolCounts {
  demo: number;
  empty: number;
}

/** The data folder, or the bucket with how to reach it. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

function storageOf(e: z.infer<typeof envSchema>): StorageConfig {
  if (e.STORAGE === 'local') return { kind: 'local' };
  if (!e.S3_BUCKET) throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  return {
    kind: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** Reads and validates the environment once; the only reader of `process.env` (DESIGN §6). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  if (e.DATABASE_OWNER_URL && !e.DATABASE_URL)
    throw new Error(
      'Invalid configuration: DATABASE_OWNER_URL needs DATABASE_URL, the role the server works as',
    );
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const embeddedIdentity = !e.OIDC_ISSUER;
  const e2eSchools = { demo: e.E2E_SCHOOLS, empty: e.E2E_EMPTY_SCHOOLS };
  if (!embeddedIdentity && e2eSchools.demo + e2eSchools.empty > 0) {
    throw new Error(
      'Invalid configuration: E2E_SCHOOLS and E2E_EMPTY_SCHOOLS are for browser tests with the embedded identity provider, never with OIDC_ISSUER',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseOwnerUrl: e.DATABASE_OWNER_URL || undefined,
    publicUrl,
    trustProxy: e.TRUST_PROXY.trim() === 'off' ? false : e.TRUST_PROXY,
    embeddedIdentity,
    oidcIssuer: e.OIDC_ISSUER ?? `${publicUrl}/auth`,
    oidcClientId: e.OIDC_CLIENT_ID,
    oidcAudience: e.OIDC_AUDIENCE ?? `${publicUrl}/inventario/api`,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    worker: e.WORKER,
    documentsSecret: e.DOCUMENTS_SECRET,
    storage: storageOf(e),
    documentsUrlTtlSeconds: e.DOCUMENTS_URL_TTL_SECONDS,
    testPrintDelayMs: e.TEST_PRINT_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    metrics: { enabled: e.METRICS, token: e.METRICS_TOKEN, workerPort: e.METRICS_PORT },
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    links: withoutUndefined({
      userManual: e.LINK_USER_MANUAL,
      support: e.LINK_SUPPORT,
      vendorSite: e.LINK_VENDOR_SITE,
      templateManager: e.LINK_TEMPLATE_MANAGER,
      authorizations: e.LINK_AUTHORIZATIONS,
      publications: e.LINK_PUBLICATIONS,
    }),
    e2eSchools,
    ledgerCheckCron: ledgerCheckCronOf(e.LEDGER_CHECK_CRON),
  };
}

function withoutUndefined(links: Record<keyof WebLinks, string | undefined>): WebLinks {
  return Object.fromEntries(Object.entries(links).filter(([, url]) => url !== undefined));
}
