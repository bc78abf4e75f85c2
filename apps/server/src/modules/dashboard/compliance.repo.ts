import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { INVENTORY_THRESHOLD_CENTS } from '@inventario/shared/domain/assets/threshold';
import { sql } from 'drizzle-orm';
import type { RowReader } from '../../db/client.ts';

/** What the compliance rule reads of the school, but the proposals (their module counts them). */
export interface ComplianceRow {
  last_recognition_end: string | null;
  ongoing_recognition: { id: number; startDate: string } | null;
  school_renewal_date: string | null;
  last_completed_renewal: string | null;
  ongoing_renewal: { startDate: string; renewalDate: string } | null;
  years: { year: number; status: number }[];
  old_waiting: { count: number; oldest: string | null };
  incomplete_universalities: number;
  manager: string | null;
  consignee: string | null;
}

/**
 * The school's facts in one statement: its recognitions and renewals, years, waiting assets recorded
 * before `waitingBefore`, universalities neither charged nor imported whose components stay under the
 * threshold, and the DS and DSGA of its general data. Every table is filtered by the school as well as
 * by row-level security.
 */
export async function readComplianceFacts(
  rowsOf: RowReader,
  customerCode: string,
  waitingBefore: string,
): Promise<ComplianceRow> {
  const code = customerCode;
  const [row] = await rowsOf<ComplianceRow>(sql`select
      (select max(end_date)::text from recognitions
        where customer_code = ${code} and status = 'completed') as last_recognition_end,
      (select json_build_object('id', id, 'startDate', start_date::text) from recognitions
        where customer_code = ${code} and status = 'ongoing' limit 1) as ongoing_recognition,
      (select last_renewal_date::text from school_data where customer_code = ${code}) as school_renewal_date,
      (select max(renewal_date)::text from renewals
        where customer_code = ${code} and status = 'completed') as last_completed_renewal,
      (select json_build_object('startDate', start_date::text, 'renewalDate', renewal_date::text)
        from renewals where customer_code = ${code} and status = 'ongoing' limit 1) as ongoing_renewal,
      (select coalesce(json_agg(json_build_object('year', year, 'status', status) order by year), '[]'::json)
        from financial_years where customer_code = ${code}) as years,
      (select json_build_object('count', count(*), 'oldest', min(created_at)::date::text) from assets
        where customer_code = ${code} and status = ${ASSET_STATUS.waiting}
          and created_at < ${waitingBefore}::date) as old_waiting,
      (select count(*)::int from universalities u
        where u.customer_code = ${code} and not u.imported and u.charge_movement_id is null
          and coalesce((select sum(a.historical_price_cents) from assets a
            where a.customer_code = ${code} and a.universality_id = u.id), 0) < ${INVENTORY_THRESHOLD_CENTS}
      ) as incomplete_universalities,
      (select manager from school_data where customer_code = ${code}) as manager,
      (select consignee from school_data where customer_code = ${code}) as consignee`);
  if (!row) throw new Error('the compliance statement answers one row');
  return row;
}
