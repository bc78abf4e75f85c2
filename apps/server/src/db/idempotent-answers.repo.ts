import { and, eq } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { idempotencyKeys } from './schema/index.ts';

export interface IdempotencyScope {
  customerCode: string;
  username: string;
  key: string;
}

export async function findIdempotentAnswer(tx: Tx, scope: IdempotencyScope) {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.customerCode, scope.customerCode),
        eq(idempotencyKeys.username, scope.username),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row;
}

/** Stores an answer; false when the same key was stored first by a concurrent request. */
export async function saveIdempotentAnswer(
  tx: Tx,
  scope: IdempotencyScope,
  answer: { requestHash: string; statusCode: number; body: unknown },
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ ...scope, ...answer, body: answer.body ?? null })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}
