import type { ExternalMovementCount } from '@inventario/shared/contracts/external-movements';
import type { Db } from '../../db/client.ts';
import { read } from '../../db/unit-of-work.ts';
import type { RequestContext } from '../../http/request-context.ts';
import * as repo from './external-movements.repo.ts';

/** How many imported movements wait to be charged or deleted (the toolbar badge). */
export async function countWaiting(db: Db, context: RequestContext): Promise<ExternalMovementCount> {
  return { count: await read(db, context, (tx) => repo.countExternalMovements(tx, context.customerCode)) };
}
