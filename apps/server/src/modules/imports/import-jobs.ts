import { workImportRuns } from './import-run.ts';
import { workImportValidations } from './import-validation.ts';
import type { ImportsDeps } from './imports.deps.ts';

/** A worker process validates the uploaded files and runs the confirmed imports. */
export async function workImports(deps: ImportsDeps): Promise<void> {
  await workImportValidations(deps);
  await workImportRuns(deps);
}
