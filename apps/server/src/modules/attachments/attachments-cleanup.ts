import { inTenantTransaction } from '../../db/tenant.ts';
import { loggableError } from '../../http/error-log.ts';
import { listSelectableSchools } from '../school/school.service.ts';
import type { AttachmentsDeps } from './attachments.deps.ts';
import * as repo from './attachments.repo.ts';

const HOUR_MS = 3_600_000;

/**
 * Removes the attachments whose record was deleted (a charge deleted with its assets) with their
 * files; answers how many files. School by school, since row-level security shows one at a time.
 */
export async function removeOrphanAttachments(deps: Pick<AttachmentsDeps, 'db' | 'store'>): Promise<number> {
  let removed = 0;
  for (const { customerCode } of await listSelectableSchools(deps.db)) {
    const keys = await inTenantTransaction(deps.db, customerCode, (tx) =>
      repo.deleteOrphans(tx, customerCode),
    );
    await deps.store.remove(keys);
    removed += keys.length;
  }
  return removed;
}

/** Runs the cleanup every hour in this process; answers how to stop it. */
export function scheduleOrphanAttachmentCleanup(deps: Pick<AttachmentsDeps, 'db' | 'store'>): () => void {
  const timer = setInterval(() => {
    removeOrphanAttachments(deps).catch((error: unknown) =>
      console.error('attachment cleanup:', loggableError(error)),
    );
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
