import { type SQL, sql } from 'drizzle-orm';

/**
 * What a voucher's lines are worth by typology (spec 02 §1): each line's value (a value voucher's
 * variation) summed apart for the inventory and the durable assets, by the asset's class; with the
 * number of lines. Read for the page's rows only.
 */
export function linesWorth(code: string, movementId: SQL = sql`"movements"."id"`): SQL {
  return sql`select count(*)::int as asset_count,
      coalesce(sum(coalesce("ma"."variation_cents", "ma"."value_cents"))
        filter (where "a"."asset_class" = 'inventory'), 0) as inventory_cents,
      coalesce(sum(coalesce("ma"."variation_cents", "ma"."value_cents"))
        filter (where "a"."asset_class" <> 'inventory'), 0) as durable_cents
    from "movement_assets" "ma"
    join "assets" "a" on "a"."customer_code" = "ma"."customer_code" and "a"."id" = "ma"."asset_id"
    where "ma"."customer_code" = ${code} and "ma"."movement_id" = ${movementId}`;
}
