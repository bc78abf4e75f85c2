import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Deletes the data folders of earlier runs on the same port (the servers of this run already use
 * their own fresh folders, named after INVENTARIO_E2E_RUN; runs on other ports may be going on) and
 * prepares the screenshot folder.
 */
export default async function globalSetup(): Promise<void> {
  const dataRoot = path.join('.tmp', 'e2e-data');
  const current = process.env.INVENTARIO_E2E_RUN ?? '';
  const samePort = current.slice(0, current.indexOf('-run-') + '-run-'.length);
  await mkdir(dataRoot, { recursive: true });
  for (const entry of await readdir(dataRoot)) {
    const earlierRunHere = entry.startsWith(samePort) && entry !== current;
    const legacy = entry.startsWith('run-');
    if (earlierRunHere || legacy) await rm(path.join(dataRoot, entry), { recursive: true, force: true });
  }
  await mkdir(path.join('.tmp', 'screens'), { recursive: true });
}
