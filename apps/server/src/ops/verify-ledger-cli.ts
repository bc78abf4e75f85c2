import type { LedgerVerdict } from '@inventario/shared/contracts/ledger';
import { loadConfig } from '../config.ts';
import { dataDirUser } from '../db/data-dir-lock.ts';
import { openInstalledDatabase } from '../install-database.ts';
import { describeBreak, verifyAllLedgers, verifySchool } from '../modules/ledger/index.ts';

/**
 * `npm run verify-ledger [-- <customer code>]`: checks the ledger of movements of one school, or of every
 * school, and names the first broken record of each. Exit code 0 when every ledger checked is intact,
 * 1 when one is broken, 2 when the check could not run.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl) {
    const user = await dataDirUser(config.dataDir);
    if (user !== null) {
      console.error(
        `The server (process ${user}) is using the embedded database in ${config.dataDir}: stop it first, or ask vendor staff to use GET /inventario/api/ledger/verify.`,
      );
      process.exit(2);
    }
  }
  const code = process.argv[2];
  const database = await openInstalledDatabase(config);
  try {
    const verdicts = code
      ? [await verifySchool(database.db, code)]
      : (await verifyAllLedgers(database.db)).schools;
    for (const verdict of verdicts) console.log(describe(verdict));
    const broken = verdicts.filter((v) => !v.intact).length;
    console.log(`${verdicts.length} school(s) checked, ${broken} broken.`);
    process.exitCode = broken > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

function describe(verdict: LedgerVerdict): string {
  const head = verdict.head
    ? `head ${verdict.head.seq} ${verdict.head.hash} at ${verdict.head.recordedAt}`
    : 'no entries';
  const counts = `${verdict.entries} entries, ${verdict.vouchers} vouchers, ${verdict.checkedMs} ms`;
  if (verdict.intact) return `${verdict.customerCode}: intact (${counts}; ${head})`;
  const first = verdict.firstBroken ? describeBreak(verdict.firstBroken) : 'none';
  return `${verdict.customerCode}: BROKEN, ${verdict.broken} record(s); first: ${first} (${counts})`;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
