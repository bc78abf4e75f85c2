import { AppError } from '../http/app-error.ts';
import type { RequestContext } from '../http/request-context.ts';
import type { Db, Tx } from './client.ts';
import {
  claimIdempotencyKey,
  findIdempotentAnswer,
  saveIdempotentAnswer,
} from './idempotent-answers.repo.ts';
import { inSessionTransaction } from './tenant.ts';

/** Reads for the school the request acts for. */
export function read<T>(db: Db, context: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  return inSessionTransaction(db, context, work);
}

/**
 * Runs a mutation for the school the request acts for, in one transaction. When the request carries
 * an Idempotency-Key, the transaction first claims the key and stores the answer with the mutation,
 * so a retry can never apply it twice: a twin, concurrent or later, on PGlite or on PostgreSQL, waits
 * for the first to commit, then answers the stored answer as a replay (`context.idempotency.replayed`,
 * which http/idempotency.ts marks on the reply).
 */
export async function mutate<T>(db: Db, context: RequestContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const idempotency = context.idempotency;
  if (!idempotency) return inSessionTransaction(db, context, work);
  const scope = { customerCode: context.customerCode, username: context.username, key: idempotency.key };
  const outcome = await inSessionTransaction(db, context, async (tx) => {
    if (!(await claimIdempotencyKey(tx, scope, idempotency.requestHash))) {
      return { replay: true as const, stored: await findIdempotentAnswer(tx, scope) };
    }
    const result = await work(tx);
    await saveIdempotentAnswer(tx, scope, { statusCode: result == null ? 204 : 200, body: result });
    return { replay: false as const, result };
  });
  if (!outcome.replay) return outcome.result;
  if (outcome.stored?.requestHash !== idempotency.requestHash) {
    throw new AppError('idempotencyKeyReused', 'This Idempotency-Key was used for another request');
  }
  idempotency.replayed = true;
  return outcome.stored.body as T;
}
