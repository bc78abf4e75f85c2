import { chargeDateAllowed } from '@inventario/shared/domain/renewal/renewal-date';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { refuseMergeMovement } from './merge-limits.ts';

/**
 * What an ongoing inventory renewal asks of the ledger and of the areas around it (spec 02 §4–§5): it
 * sits here, below the voucher kinds, because the renewal itself writes charges, discharges and value
 * vouchers; it only reads the renewal's tables.
 */
export interface OngoingRenewal {
  id: number;
  renewalDate: string;
  revalued: boolean;
}

/** The school's ongoing renewal, or null: movements, recognitions, years and subcategories heed it. */
export async function ongoingRenewal(tx: Tx, customerCode: string): Promise<OngoingRenewal | null> {
  const [row] = await queryRows<{ id: number; renewal_date: string; revalued: boolean }>(
    tx,
    sql`select id::int as id, renewal_date::text as renewal_date, revalued_at is not null as revalued
      from renewals where customer_code = ${customerCode} and status = 'ongoing'`,
  );
  return row ? { id: row.id, renewalDate: row.renewal_date, revalued: row.revalued } : null;
}

/**
 * A charge during a renewal: none once the values are restated (it would miss the revaluation), and
 * none dated after the renewal date (it belongs to the renewed registers).
 */
export async function refuseChargeDuringRenewal(tx: Tx, customerCode: string, date: string): Promise<void> {
  const renewal = await ongoingRenewal(tx, customerCode);
  if (!renewal) return;
  if (renewal.revalued) throw new AppError('renewalRevaluationDone', 'Cancel the revaluation first');
  if (!chargeDateAllowed(date, renewal.renewalDate))
    throw new AppError('renewalChargeAfterDate', 'A charge after the renewal date', {
      renewalDate: renewal.renewalDate,
    });
}

/** The year of the school's latest completed renewal, or null: the year after it stays (spec 02 §4). */
export async function lastRenewalYear(tx: Tx, customerCode: string): Promise<number | null> {
  const [row] = await queryRows<{ year: number | null }>(
    tx,
    sql`select max(extract(year from renewal_date))::int as year from renewals
      where customer_code = ${customerCode} and status = 'completed'`,
  );
  return row?.year ?? null;
}

/**
 * Whether the renewal wrote this movement: an accounting adjustment's charge, discharge or value
 * voucher, or a revaluation's value voucher. The renewal takes each back exactly (the adjustment,
 * the revaluation), so no screen of the movements may change or delete it on its own.
 */
export async function isRenewalMovement(tx: Tx, customerCode: string, movementId: number): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    tx,
    sql`select exists (select 1 from renewal_adjustments
          where customer_code = ${customerCode} and movement_id = ${movementId})
      or exists (select 1 from renewal_asset_values
          where customer_code = ${customerCode} and movement_id = ${movementId}) as held`,
  );
  return row?.held ?? false;
}

/**
 * Refuses an edit or a deletion of a movement another operation wrote and takes back itself: the
 * renewal's (`renewalMovement`) and a merge's (`mergeMovement`, `merge-limits.ts`).
 */
export async function refuseHeldMovement(tx: Tx, customerCode: string, movementId: number): Promise<void> {
  if (await isRenewalMovement(tx, customerCode, movementId))
    throw new AppError('renewalMovement', 'The renewal wrote this movement: change it through the renewal', {
      movementId,
    });
  await refuseMergeMovement(tx, customerCode, movementId);
}
