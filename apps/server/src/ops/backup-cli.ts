import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupRefused, backupDataDir } from './backup.ts';

/**
 * `npm run backup [-- <file>]`: the embedded database and the documents of `DATA_DIR` in one file
 * (default `inventario-backup-<date>.tar.gz` here), while the server is stopped.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'On PostgreSQL use pg_dump (README, "Backups"); npm run backup is for the embedded database.',
    );
    process.exit(2);
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  const file = path.resolve(process.argv[2] ?? `inventario-backup-${stamp}.tar.gz`);
  const manifest = await backupDataDir(config.dataDir, file);
  console.log(`Backup of ${config.dataDir} (version ${manifest.appVersion}) written to ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupRefused ? error.message : error);
  process.exit(1);
});
