import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpPglite, openDatabase } from '../../db/client.ts';
import type { TestApp } from '../../test/harness.ts';

const CLI = path.join(import.meta.dirname, '../../ops/verify-ledger-cli.ts');

/**
 * What an operator's command is pointed at to read the test app's database: its server's URL, or a copy
 * of the embedded database in a data folder of its own (the command refuses a folder a server uses).
 */
export async function operatorDatabase(
  t: TestApp,
): Promise<{ variables: Record<string, string>; close(): Promise<void> }> {
  if (t.database.engine === 'postgres' && t.database.url) {
    return { variables: { DATABASE_URL: t.database.url }, close: async () => {} };
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'inventario-verify-ledger-'));
  const copy = await openDatabase({ dataDir, loadDataDir: await dumpPglite(t.database) });
  await copy.close();
  return {
    variables: { DATA_DIR: dataDir },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `npm run verify-ledger`'s command as a process of its own, with `args`. */
export function verifyLedgerCommand(
  variables: Record<string, string>,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { ...process.env, LOG_LEVEL: 'silent', ...variables }, timeout: 90_000 },
      (error, stdout, stderr) => {
        const code = error ? Number((error as { code?: number }).code ?? 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
