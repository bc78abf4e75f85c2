import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Db, Tx } from './client.ts';
import { findIdempotentAnswer, saveIdempotentAnswer } from './idempotent-answers.repo.ts';
import { inSessionTransaction } from './tenant.ts';

/** Reads for the school the request acts for. */
export function read<T>(db: Db, context: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inSessionTransaction(db, context, work);
}

class ConcurrentTwin extends Error {}

/**
 * Runs a mutation for the school the request acts for, in one transaction. When the request carries
 * an Idempotency-Key, its answer is stored in the same transaction, so a retry can never apply the
 * mutation twice: a concurrent twin waits on the key's row, rolls back, and answers as the first did.
 */
export async function mutate<T>(db: Db, context: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const idempotency = context.idempotency;
  const scope = idempotency && {
    customerCode: context.customerCode,
    username: context.username,
    key: idempotency.key,
  };
  try {
    return await inSessionTransaction(db, context, async (tx) => {
      const result = await work(tx);
      if (idempotency && scope) {
        const answer = {
          requestHash: idempotency.requestHash,
          statusCode: result == null ? 204 : 200,
          body: result,
        };
        if (!(await saveIdempotentAnswer(tx, scope, answer))) throw new ConcurrentTwin();
      }
      return result;
    });
  } catch (error) {
    if (error instanceof AppError && idempotency && scope) {
      // A twin that waited behind the first request (on the school's movements, say) can be refused
      // because of what the first did (the assets it proposed are no longer free): the first's
      // stored answer is the answer.
      const stored = await inSessionTransaction(db, context, (tx) => findIdempotentAnswer(tx, scope));
      if (stored && stored.requestHash === idempotency.requestHash) return stored.body as T;
    }
    if (!(error instanceof ConcurrentTwin) || !idempotency || !scope) throw error;
    const stored = await inSessionTransaction(db, context, (tx) => findIdempotentAnswer(tx, scope));
    if (!stored || stored.requestHash !== idempotency.requestHash) {
      throw new AppError('idempotencyKeyReused', 'This Idempotency-Key was used for another request');
    }
    return stored.body as T;
  }
}
