import { loadConfig } from '../config.ts';
import { BackupRefused, restoreDataDir } from './backup.ts';

/**
 * `npm run restore -- <file> [--replace]`: a backup back into `DATA_DIR`, while the server is stopped.
 * A folder that holds a database is replaced only with `--replace`, and then kept beside it.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const args = process.argv.slice(2);
  const file = args.find((arg) => !arg.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run restore -- <backup.tar.gz> [--replace]');
    process.exit(2);
  }
  const { manifest, movedAside } = await restoreDataDir(file, config.dataDir, {
    replace: args.includes('--replace'),
  });
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}`);
  console.log(
    `Restored ${file} (version ${manifest.appVersion}, ${manifest.createdAt}) into ${config.dataDir}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exit(1);
});
