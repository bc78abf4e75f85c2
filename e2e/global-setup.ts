import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { classifiedSpecs, specName } from './support/schools.ts';

/**
 * Checks that every spec file says which school it works in, deletes the data folders of earlier runs
 * on the same port (the servers of this run already use their own fresh folders, named after
 * INVENTARIO_E2E_RUN; runs on other ports may be going on) and prepares the screenshot folder.
 */
export default async function globalSetup(): Promise<void> {
  await checkSpecsHaveSchools();
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

/**
 * A spec file that writes to the demo school would race the files that read it on the other worker:
 * each file is either one of the demo's readers or has a school of its own (e2e/support/schools.ts).
 */
async function checkSpecsHaveSchools(): Promise<void> {
  const specs = (await readdir(import.meta.dirname))
    .filter((file) => file.endsWith('.spec.ts'))
    .map(specName);
  const unknown = specs.filter((spec) => !classifiedSpecs.includes(spec));
  const gone = classifiedSpecs.filter((spec) => !specs.includes(spec));
  const twice = classifiedSpecs.filter((spec, i) => classifiedSpecs.indexOf(spec) !== i);
  if ([...unknown, ...gone, ...twice].length > 0) {
    const list = (names: string[]) => names.join(', ') || 'none';
    throw new Error(
      `e2e/support/schools.ts must name every spec file once: not named ${list(unknown)}; named twice ${list(twice)}; named but missing ${list(gone)}`,
    );
  }
}
