import { ASSET_STATUS } from '@inventario/shared/contracts/assets';
import type { AdjustmentKind } from '@inventario/shared/domain/renewal/adjustments';
import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';

/** A good an adjustment names, as the registers hold it now. */
export interface AdjustedAsset {
  id: number;
  status: number;
  actual_cents: number;
}

/** A good the registers hold (charged or in a proposal), locked for its adjustment; none otherwise. */
export async function heldAsset(tx: Tx, customerCode: string, assetId: number) {
  const [row] = await queryRows<AdjustedAsset>(
    tx,
    sql`select id::int as id, status, actual_price_cents::bigint::float8 as actual_cents from assets
      where customer_code = ${customerCode} and id = ${assetId}
        and status in (${ASSET_STATUS.charged}, ${ASSET_STATUS.inProposal})
      for update`,
  );
  return row;
}

export interface NewAdjustment {
  renewalId: number;
  kind: AdjustmentKind;
  assetId: number;
  movementId: number;
  actualCents: number;
  presumedCents: number | null;
  newActualCents: number;
  reason: string;
  createdBy: string;
}

/** Stores an adjustment; none when the good has one in this renewal already. */
export async function insertAdjustment(tx: Tx, customerCode: string, a: NewAdjustment): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into renewal_adjustments (customer_code, renewal_id, kind, asset_id, movement_id, actual_cents,
        presumed_cents, new_actual_cents, reason, created_by)
      values (${customerCode}, ${a.renewalId}, ${a.kind}, ${a.assetId}, ${a.movementId}, ${a.actualCents},
        ${a.presumedCents}, ${a.newActualCents}, ${a.reason}, ${a.createdBy})
      on conflict do nothing
      returning id::int as id`,
  );
  return row?.id ?? 0;
}

export interface AdjustmentRow {
  id: number;
  kind: AdjustmentKind;
  asset_id: number;
  description: string;
  register_kind: string;
  inventory_number: number | null;
  movement_id: number;
  movement_type: number;
  movement_year: number;
  movement_number: number;
  actual_cents: number;
  presumed_cents: number | null;
  new_actual_cents: number;
  reason: string;
  recognition_id: number;
  created_by: string;
  created_at: string;
}

/** The renewal's adjustments, oldest first; or the one `adjustmentId` names. */
export function adjustments(tx: Tx, customerCode: string, renewalId: number, adjustmentId?: number) {
  return queryRows<AdjustmentRow>(
    tx,
    sql`select j.id::int as id, j.kind, a.id::int as asset_id, a.description, g.kind as register_kind,
        a.inventory_number, m.id::int as movement_id, m.type::int as movement_type, m.year::int as movement_year,
        m.number::int as movement_number, j.actual_cents::float8 as actual_cents,
        j.presumed_cents::float8 as presumed_cents, j.new_actual_cents::float8 as new_actual_cents, j.reason,
        n.recognition_id::int as recognition_id, j.created_by,
        to_char(j.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
      from renewal_adjustments j
      join renewals n on n.customer_code = j.customer_code and n.id = j.renewal_id
      join assets a on a.customer_code = j.customer_code and a.id = j.asset_id
      join subcategories s on s.customer_code = a.customer_code and s.id = a.subcategory_id
      join categories c on c.customer_code = s.customer_code and c.id = s.category_id
      join registers g on g.customer_code = c.customer_code and g.id = c.register_id
      join movements m on m.customer_code = j.customer_code and m.id = j.movement_id
      where j.customer_code = ${customerCode} and j.renewal_id = ${renewalId}
        ${adjustmentId === undefined ? sql`` : sql`and j.id = ${adjustmentId}`}
      order by j.id`,
  );
}

export async function deleteAdjustment(tx: Tx, customerCode: string, id: number) {
  await tx.execute(sql`delete from renewal_adjustments where customer_code = ${customerCode} and id = ${id}`);
}
