import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'inventario.lock';

/** The marks this process holds: a mark of its own pid is live only if it is one of them. */
const held = new Set<string>();

/** The process that uses a data folder, if it still does (a mark left by a crash says nothing). */
export async function dataDirUser(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, LOCK_FILE), 'utf8').catch(() => '');
  const [pidText, mark] = text.trim().split(' ');
  const pid = Number.parseInt(pidText ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  // After a restart (a container's), another process may have the pid the mark names.
  if (pid === process.pid) return mark && held.has(mark) ? pid : null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Marks the embedded database's folder as used by this process until `release`: the backup and the
 * restore refuse to read or replace a folder a running server writes to. The server never refuses to
 * start because of it: a stale mark must not keep a school's application down.
 */
export async function markDataDirInUse(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const mark = randomBytes(8).toString('hex');
  held.add(mark);
  await writeFile(file, `${process.pid} ${mark}\n`);
  return async () => {
    held.delete(mark);
    await rm(file, { force: true });
  };
}
