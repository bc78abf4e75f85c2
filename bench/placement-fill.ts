import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import { inTenantTransaction } from '../apps/server/src/db/tenant.ts';

/**
 * Places a filled school's assets (`school-fill.ts`), set-based: `sites` sites of `perSite` locations
 * each, every asset in one of them, then one asset in `movedEvery` relocated on `movedOn` to the next
 * location, as `POST /asset/locationChange` records it (the asset's new place and a history row
 * `{ locationId: { from, to }, effectiveDate }`), so a print at an earlier date reads the old place.
 */
export async function placeAssets(
  db: Db,
  customerCode: string,
  options: { sites: number; perSite: number; movedEvery: number; movedOn: string },
): Promise<void> {
  const locationCount = options.sites * options.perSite;
  await inTenantTransaction(db, customerCode, async (tx) => {
    await tx.execute(sql`insert into sites (customer_code, code, description)
      select ${customerCode}, 'S' || g, 'Sede ' || g from generate_series(1, ${options.sites}) g`);
    await tx.execute(sql`insert into locations (customer_code, site_id, code, description)
      select ${customerCode}, s.id, 'L' || lpad(g::text, 3, '0'), 'Ubicazione ' || g
      from sites s, generate_series(1, ${options.perSite}) g where s.customer_code = ${customerCode}`);
    const placed = sql`(select array_agg(id order by id) as ids from locations where customer_code = ${customerCode})`;
    await tx.execute(sql`update assets a set location_id = p.ids[1 + a.id % ${locationCount}]
      from ${placed} p where a.customer_code = ${customerCode}`);
    await tx.execute(sql`with moved as (
        select a.id, a.location_id as from_id, p.ids[1 + (a.id + 1) % ${locationCount}] as to_id
        from assets a, ${placed} p
        where a.customer_code = ${customerCode} and a.id % ${options.movedEvery} = 0),
      history as (
        insert into asset_history (customer_code, asset_id, actor_username, action, changes)
        select ${customerCode}, id, 'bench', 'locationChange', jsonb_build_object(
          'locationId', jsonb_build_object('from', from_id, 'to', to_id), 'effectiveDate', ${options.movedOn}::text)
        from moved)
      update assets a set location_id = moved.to_id from moved
      where a.customer_code = ${customerCode} and a.id = moved.id`);
  });
}
