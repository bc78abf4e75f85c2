import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../../db/client.ts';
import { relocationsOf } from '../holdings/holdings.repo.ts';
import { inRegister } from '../holdings/holdings.ts';
import type { Relocation } from './relocation-list.ts';

type Raw = Record<string, string | number | null>;

function toRelocation(r: Raw): Relocation {
  const durable = r.asset_class === 'durable';
  const number = durable ? r.durable_number : r.inventory_number;
  return {
    date: String(r.moved_on),
    assetClass: durable ? 'durable' : 'inventory',
    number: number == null ? null : Number(number),
    description: String(r.description),
    from: r.from_location == null ? null : String(r.from_location),
    to: r.to_location == null ? null : String(r.to_location),
    by: String(r.actor_username),
  };
}

const placeOf = (alias: string) =>
  sql.raw(
    `case when ${alias}.id is null then null else ${alias}s.code || '/' || ${alias}.code || ' ' || ${alias}.description end`,
  );

/**
 * The moves between locations recorded in the assets' history (`relocationsOf`) that took effect in
 * the period: on the date given with the move, else on the day it was recorded.
 */
export async function relocations(
  tx: Tx,
  customerCode: string,
  period: { fromDate: string; toDate: string; idRegister?: number | undefined },
): Promise<Relocation[]> {
  const rows = await queryRows<Raw>(
    tx,
    sql`select h.moved_on, h.actor_username, a.asset_class, a.inventory_number, a.durable_number, a.description,
        ${placeOf('lf')} as from_location, ${placeOf('lt')} as to_location
      from ${relocationsOf(customerCode)} h
      join assets a on a.customer_code = ${customerCode} and a.id = h.asset_id
      left join locations lf on lf.customer_code = a.customer_code and lf.id = h.from_location_id
      left join sites lfs on lfs.customer_code = lf.customer_code and lfs.id = lf.site_id
      left join locations lt on lt.customer_code = a.customer_code and lt.id = h.to_location_id
      left join sites lts on lts.customer_code = lt.customer_code and lts.id = lt.site_id
      where h.moved_on between ${period.fromDate} and ${period.toDate}
        and ${inRegister(period.idRegister)}
      order by h.moved_on, h.at, h.id`,
  );
  return rows.map(toRelocation);
}
