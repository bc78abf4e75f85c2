import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import { ASSET_HISTORY_ACTION } from '@inventario/shared/domain/assets/asset-edit';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { type SQL, sql } from 'drizzle-orm';
import { sqlList } from './holdings.ts';

/**
 * "The school's assets as they stood at a date" (spec 01 §3, DOMAIN §6), the one rule every print at a
 * date reads — the inventory register, Model K's opening values, the lists 27, 30, 43, 44 and the
 * minutes 22–24.
 */

const { decrease, increase, discharge, proposal } = MOVEMENT_TYPE;

/** The history actions that can move an asset: the location change, the multiple edit, the edit. */
const MOVING_ACTIONS = [
  ASSET_HISTORY_ACTION.locationChange,
  ASSET_HISTORY_ACTION.multipleEdit,
  ASSET_HISTORY_ACTION.update,
];

/**
 * The school's moves between locations, one row per asset history entry that changed `locationId`:
 * `id`, `asset_id`, `at`, `actor_username`, `from_location_id`, `to_location_id` and `moved_on`.
 *
 * `moved_on` is the date the user sees and chose: a location change (`POST /asset/locationChange`,
 * the /configuration/location-change page) records the date it takes effect, typed as "Data del
 * cambio" or today (`changes.effectiveDate`, shown in the asset's history as "Con effetto dal"); an
 * edit of the asset's location has no date of its own and takes effect on the day it was recorded
 * (`at`). The recording time alone would put a move the user dated back in the wrong period, and the
 * relocation list (42) prints this same date. A move takes effect on its date: at that date the asset
 * already stands in its new place.
 */
export function relocationsOf(customerCode: string): SQL {
  return sql`(select h.id, h.asset_id, h.at, h.actor_username,
      (h.changes -> 'locationId' ->> 'from')::bigint as from_location_id,
      (h.changes -> 'locationId' ->> 'to')::bigint as to_location_id,
      coalesce((h.changes ->> 'effectiveDate')::date, h.at::date) as moved_on
    from asset_history h
    where h.customer_code = ${customerCode} and h.action in (${sqlList(MOVING_ACTIONS)})
      and h.changes -> 'locationId' is not null)`;
}

/** Asset lines of the school's movements of `types` whose date passes `dated` (on `m.date`). */
function movementLines(customerCode: string, types: readonly number[], dated: SQL): SQL {
  return sql`select ma.asset_id, m.type, ma.variation_cents
    from movements m
    join movement_assets ma on ma.customer_code = m.customer_code and ma.movement_id = m.id
    where m.customer_code = ${customerCode} and m.type in (${sqlList(types)}) and ${dated}`;
}

/**
 * The school's assets in the registers at `atDate`, as a subquery to read `from ${heldAt(...)} a`:
 * every column of `assets`, of the assets numbered (inventory or durable register), charged on or
 * before the date and not discharged by then, with
 * - `value_at_cents`: the actual value at the date — today's, with the value vouchers (decrease and
 *   increase, depreciation included) dated after it taken back;
 * - `in_proposal_at`: in a discharge proposal at the date (one dated on or before it, still pending);
 * - `location_at_id`: where it stood at the date — the place it left by the first move dated after
 *   it (`relocationsOf`), else where it is now (null: unplaced).
 * Each part is one pass over its table (grouped or distinct), not a query per asset, and the planner
 * pulls the subquery up, so a print's own conditions on `a` (register, class) still narrow the scan.
 */
export function heldAt(customerCode: string, atDate: string): SQL {
  return sql`(select a.*,
      a.actual_price_cents - coalesce(later_vouchers.cents, 0) as value_at_cents,
      a.status = ${ASSET_STATUS.inProposal} and proposed.asset_id is not null as in_proposal_at,
      case when first_move.asset_id is null then a.location_id else first_move.from_location_id end
        as location_at_id
    from assets a
    left join (
      select asset_id, sum(case when type = ${increase} then variation_cents else -variation_cents end) as cents
      from (${movementLines(customerCode, [decrease, increase], sql`m.date > ${atDate}`)}) v
      group by asset_id
    ) later_vouchers on later_vouchers.asset_id = a.id
    left join (
      select distinct asset_id from (${movementLines(customerCode, [proposal], sql`m.date <= ${atDate}`)}) p
    ) proposed on proposed.asset_id = a.id
    left join (
      select distinct on (asset_id) asset_id, from_location_id
      from ${relocationsOf(customerCode)} r
      where r.moved_on > ${atDate}
      order by asset_id, moved_on, at, id
    ) first_move on first_move.asset_id = a.id
    where a.customer_code = ${customerCode}
      and (a.inventory_number is not null or a.durable_number is not null)
      and a.charge_date <= ${atDate}
      and not exists (
        select 1 from (${movementLines(customerCode, [discharge], sql`m.date <= ${atDate}`)}) d
        where d.asset_id = a.id
      ))`;
}

/**
 * The asset (`a`, read from `heldAt`) stood in one of the locations at the date, or anywhere in the
 * site when none is chosen.
 */
export function placedAtIn(places: { idSite: number; idLocationList: readonly number[] }): SQL {
  if (places.idLocationList.length === 0) {
    return sql`a.location_at_id in (select id from locations where customer_code = a.customer_code and site_id = ${places.idSite})`;
  }
  return sql`a.location_at_id in (${sqlList(places.idLocationList)})`;
}
