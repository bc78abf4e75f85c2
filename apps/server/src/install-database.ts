import type { Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { connectionRole, grantLoginRole, superuserWarning } from './db/roles.ts';
import { installJobQueues } from './jobs/job-queues.ts';
import { PRINT_QUEUES } from './modules/documents/print-queue.ts';
import { IMPORT_QUEUES } from './modules/imports/index.ts';
import { LEDGER_CHECK_QUEUES } from './modules/ledger/index.ts';

export interface InstallOptions {
  /** The role the application signs in as, when it is not the owner that installs: it is granted what it uses. */
  loginRole?: string | undefined;
}

/**
 * Makes a database ready to serve: the schema's migrations, then the job queues' tables and grants,
 * so a new database has both before the first request (the queues are the business modules', so the
 * database layer itself does not know them).
 */
export async function installDatabase(database: Database, options: InstallOptions = {}): Promise<void> {
  await database.migrate();
  if (options.loginRole) await grantLoginRole(database, options.loginRole);
  await installJobQueues(database, [...PRINT_QUEUES, ...IMPORT_QUEUES, ...LEDGER_CHECK_QUEUES], options);
}

/**
 * The configured database, installed (main.ts, worker.ts). On a PostgreSQL server the owner installs:
 * DATABASE_OWNER_URL's role when it is set, whose connection closes once the schema is current and
 * DATABASE_URL's role has its grants; else DATABASE_URL's own. A superuser in either gets one line of
 * warning (README.md, "PostgreSQL roles").
 */
export async function openInstalledDatabase(
  config: Config,
  warn: (line: string) => void = console.warn,
): Promise<Database> {
  const database = await openDatabase(config);
  if (database.engine === 'pglite') {
    await installDatabase(database);
    return database;
  }
  const login = await connectionRole(database);
  const work = config.databaseOwnerUrl
    ? 'sign-in, sessions and the print queue'
    : 'sign-in, sessions, the print queue and migrations';
  const warning = superuserWarning('DATABASE_URL', login, work);
  if (warning) warn(warning);
  if (!config.databaseOwnerUrl) {
    await installDatabase(database);
    return database;
  }
  const owner = await openDatabase({ databaseUrl: config.databaseOwnerUrl });
  try {
    const ownerRole = await connectionRole(owner);
    const ownerWarning = superuserWarning('DATABASE_OWNER_URL', ownerRole, 'migrations');
    if (ownerWarning) warn(ownerWarning);
    await installDatabase(owner, { loginRole: ownerRole.name === login.name ? undefined : login.name });
  } finally {
    await owner.close();
  }
  return database;
}
