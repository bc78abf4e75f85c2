import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { openInstalledDatabase } from './install-database.ts';
import { DEMO_PASSWORD, demoAccounts, seedDemoData } from './seed/demo.ts';
import { e2eSchools, seedE2eSchools } from './seed/e2e-schools.ts';
import { seedProductData } from './seed/product.ts';

/** The only file that listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openInstalledDatabase(config);
  await seedProductData(database.db);
  const seeded = config.embeddedIdentity ? await seedDemoData(database.db) : false;
  if (seeded) await seedE2eSchools(database.db, config.e2eSchools);
  const app = await buildApp({ config, database });

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config, seeded, database.engine);
}

function printWelcome(config: Config, seeded: boolean, engine: string): void {
  const { publicUrl, embeddedIdentity: embedded } = config;
  const lines = [
    '',
    `  Inventario 1.12.0 is running at ${publicUrl}/inventario/`,
    `  database: ${engine}${seeded ? ' (demo data created)' : ''}`,
  ];
  if (embedded) {
    lines.push(`  demo accounts (password "${DEMO_PASSWORD}"):`);
    for (const account of demoAccounts) lines.push(`    ${account.username.padEnd(14)} ${account.note}`);
    const testSchools = e2eSchools(config.e2eSchools);
    if (testSchools.length > 0) {
      const users = testSchools.map((school) => school.dsga.username);
      lines.push(`  browser-test schools: ${testSchools.length} (${users[0]} … ${users.at(-1)})`);
    }
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
