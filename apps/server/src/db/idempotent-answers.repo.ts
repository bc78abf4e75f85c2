import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { idempotencyKeys } from './schema/index.ts';

export interface IdempotencyScope {
  customerCode: string;
  username: string;
  key: string;
}

function keyOf(scope: IdempotencyScope) {
  return and(
    eq(idempotencyKeys.customerCode, scope.customerCode),
    eq(idempotencyKeys.username, scope.username),
    eq(idempotencyKeys.key, scope.key),
  );
}

export async function findIdempotentAnswer(tx: Tx, scope: IdempotencyScope) {
  const [row] = await tx.select().from(idempotencyKeys).where(keyOf(scope));
  return row;
}

/**
 * Claims the key for this transaction, first thing: false when it was answered already. The key's row
 * is the queue of a request's twins: a twin's claim waits on the row of a transaction still running
 * and, once that one commits, finds the key taken (and its answer readable by its next statement);
 * if that one rolls back, the twin claims the key and runs the request itself. The row is written
 * with no answer yet (status 0) and answered by `saveIdempotentAnswer` in the same transaction, so no
 * one ever reads it unanswered.
 */
export async function claimIdempotencyKey(tx: Tx, scope: IdempotencyScope, requestHash: string) {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, requestHash, statusCode: 0, body: null })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Stores the answer of the request that claimed the key. */
export async function saveIdempotentAnswer(
  tx: Tx,
  scope: IdempotencyScope,
  answer: { statusCode: number; body: unknown },
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, body: answer.body ?? null })
    .where(keyOf(scope));
}
