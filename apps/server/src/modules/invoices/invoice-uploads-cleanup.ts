import { inTenantTransaction } from '../../db/tenant.ts';
import { loggableError } from '../../http/error-log.ts';
import { listSelectableSchools } from '../school/school.service.ts';
import type { InvoiceUploadsDeps } from './invoice-uploads.deps.ts';
import * as repo from './invoice-uploads.repo.ts';

/** An upload no charge took is kept this long: the user may still be reading it. */
export const UNUSED_UPLOAD_KEPT_HOURS = 24;
const HOUR_MS = 3_600_000;

/**
 * Removes the uploads no charge took, made more than a day before `now`, with their files; answers
 * how many. School by school, since row-level security shows one school at a time.
 */
export async function removeUnusedInvoiceUploads(
  deps: Pick<InvoiceUploadsDeps, 'db' | 'store'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_UPLOAD_KEPT_HOURS * HOUR_MS);
  let removed = 0;
  for (const { customerCode } of await listSelectableSchools(deps.db)) {
    const keys = await inTenantTransaction(deps.db, customerCode, (tx) =>
      repo.deleteUnusedBefore(tx, customerCode, cutoff),
    );
    // The rows go first: a file left by a failed removal is an orphan, never a row without its file.
    await deps.store.remove(keys);
    removed += keys.length;
  }
  return removed;
}

/** Runs the cleanup every hour in this process; answers how to stop it. */
export function scheduleUnusedUploadCleanup(
  deps: Pick<InvoiceUploadsDeps, 'db' | 'store' | 'now'>,
): () => void {
  const timer = setInterval(() => {
    removeUnusedInvoiceUploads(deps, deps.now()).catch((error: unknown) =>
      console.error('invoice upload cleanup:', loggableError(error)),
    );
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
