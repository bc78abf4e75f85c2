import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';

/**
 * What a merge of schools (DOMAIN §9) asks of the ledger: the merge's vouchers (the seller's discharge,
 * the receiver's charge, `movements.merge_id`) are the title of a transfer between two schools, so they
 * are neither edited nor deleted, and no year from theirs on is reopened (spec 02 §4, §8).
 */

export async function isMergeMovement(tx: Tx, customerCode: string, movementId: number): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    tx,
    sql`select exists (select 1 from movements where customer_code = ${customerCode}
      and id = ${movementId} and merge_id is not null) as held`,
  );
  return row?.held ?? false;
}

export async function refuseMergeMovement(tx: Tx, customerCode: string, movementId: number): Promise<void> {
  if (await isMergeMovement(tx, customerCode, movementId))
    throw new AppError('mergeMovement', 'A merge wrote this movement', { movementId });
}

/** Refuses reopening `year` when a merge's voucher is dated in it or later. */
export async function refuseReopenAfterMerge(tx: Tx, customerCode: string, year: number): Promise<void> {
  const [row] = await queryRows<{ touched: boolean }>(
    tx,
    sql`select exists (select 1 from movements where customer_code = ${customerCode}
      and merge_id is not null and year >= ${year}) as touched`,
  );
  if (row?.touched) throw new AppError('mergeYearCannotBeReopened');
}
