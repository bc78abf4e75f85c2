import type { RenewalStart } from '@inventario/shared/contracts/renewal';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

export interface RenewalRow {
  id: number;
  recognition_id: number;
  renewal_date: string;
  status: 'ongoing' | 'completed';
  start_date: string;
  end_date: string | null;
  notes: string | null;
  started_by: string;
  mapping_confirmed_at: string | null;
  revalued_at: string | null;
  renumbered_at: string | null;
}

const columns = sql`id::int as id, recognition_id::int as recognition_id, renewal_date::text as renewal_date,
  status, start_date::text as start_date, end_date::text as end_date, notes, started_by,
  to_char(mapping_confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as mapping_confirmed_at,
  to_char(revalued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as revalued_at,
  to_char(renumbered_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as renumbered_at`;

export async function insertRenewal(
  tx: Tx,
  customerCode: string,
  start: RenewalStart,
  renewalDate: string,
  startedBy: string,
): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into renewals (customer_code, recognition_id, renewal_date, status, start_date, notes, started_by)
      values (${customerCode}, ${start.recognitionId}, ${renewalDate}, 'ongoing', ${start.startDate},
        ${start.notes || null}, ${startedBy})
      on conflict do nothing
      returning id::int as id`,
  );
  return row?.id ?? 0;
}

export async function findRenewal(tx: Tx, customerCode: string, id: number, lock?: 'share' | 'update') {
  const locking = lock === 'update' ? sql` for update` : lock === 'share' ? sql` for share` : sql``;
  const [row] = await queryRows<RenewalRow>(
    tx,
    sql`select ${columns} from renewals where customer_code = ${customerCode} and id = ${id}${locking}`,
  );
  return row;
}

/** The ongoing renewal, else the latest one. */
export async function findCurrent(tx: Tx, customerCode: string) {
  const [row] = await queryRows<RenewalRow>(
    tx,
    sql`select ${columns} from renewals where customer_code = ${customerCode}
      order by (status = 'ongoing') desc, renewal_date desc, id desc limit 1`,
  );
  return row;
}

export async function findOngoing(tx: Tx, customerCode: string) {
  const [row] = await queryRows<RenewalRow>(
    tx,
    sql`select ${columns} from renewals where customer_code = ${customerCode} and status = 'ongoing'`,
  );
  return row;
}

export interface RecognitionForRenewal {
  id: number;
  start_date: string;
  end_date: string | null;
  renewal_year: number;
}

/** The ended recognitions for renewal that no renewal has started from, newest first. */
export function recognitionsForRenewal(tx: Tx, customerCode: string) {
  return queryRows<RecognitionForRenewal>(
    tx,
    sql`select r.id::int as id, r.start_date::text as start_date, r.end_date::text as end_date,
        r.renewal_year::int as renewal_year
      from recognitions r
      where r.customer_code = ${customerCode} and r.status = 'completed' and r.for_renewal
        and r.renewal_year is not null
        and not exists (select 1 from renewals n where n.customer_code = r.customer_code and n.recognition_id = r.id)
      order by r.renewal_year desc, r.id desc`,
  );
}

export async function setMappingConfirmed(tx: Tx, customerCode: string, id: number, confirmed: boolean) {
  await tx.execute(sql`update renewals set mapping_confirmed_at = ${confirmed ? sql`now()` : sql`null`}
    where customer_code = ${customerCode} and id = ${id}`);
}

/**
 * Movements dated after the renewal date, or made after the renewal's renumbering (`renewalId`'s
 * `renumbered_at`, compared in the database at its full precision): they carry the new numbers, so
 * they keep the renumbering (spec 02 §4).
 */
export async function countLaterMovements(
  tx: Tx,
  customerCode: string,
  renewalDate: string,
  renewalId?: number,
) {
  const madeAfter =
    renewalId === undefined
      ? sql`false`
      : sql`m.created_at > (select n.renumbered_at from renewals n
          where n.customer_code = ${customerCode} and n.id = ${renewalId})`;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from movements m
      where m.customer_code = ${customerCode} and (m.date > ${renewalDate} or coalesce(${madeAfter}, false))`,
  );
  return row?.n ?? 0;
}

/** Ends the renewal and makes its date the school's last renewal (the school's data, spec 02 §3). */
export async function endRenewal(tx: Tx, customerCode: string, id: number, endDate: string, endedBy: string) {
  const [row] = await queryRows<{ renewal_date: string }>(
    tx,
    sql`update renewals set status = 'completed', end_date = ${endDate}, ended_by = ${endedBy}
      where customer_code = ${customerCode} and id = ${id}
      returning renewal_date::text as renewal_date`,
  );
  if (!row) return;
  await tx.execute(sql`update school_data set last_renewal_date = ${row.renewal_date}
    where customer_code = ${customerCode}`);
}
