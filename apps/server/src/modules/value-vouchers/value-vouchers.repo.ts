import { DEPRECIATION_VOUCHER_TYPE } from '@inventario/shared/domain/depreciation/depreciation';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { type VoucherState, voucherEditability } from '@inventario/shared/domain/movements/value-voucher';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.ts';
import { assets, financialYears, movementAssets, movements } from '../../db/schema/index.ts';

/** Adds a signed amount to each asset's actual value, in one statement. */
export async function addToActualValues(
  tx: Tx,
  customerCode: string,
  changes: readonly { assetId: number; deltaCents: number }[],
): Promise<void> {
  const moving = changes.filter((c) => c.deltaCents !== 0);
  if (moving.length === 0) return;
  const values = sql.join(
    moving.map((c) => sql`(${c.assetId}::bigint, ${c.deltaCents}::bigint)`),
    sql`, `,
  );
  await tx.execute(sql`update ${assets} set actual_price_cents = ${assets}.actual_price_cents + v.delta,
      updated_at = now()
    from (values ${values}) as v(id, delta)
    where ${assets.customerCode} = ${customerCode} and ${assets.id} = v.id`);
}

/** A voucher's lines in order: asset and variation. */
export function voucherLines(tx: Tx, customerCode: string, movementId: number) {
  return tx
    .select({
      assetId: movementAssets.assetId,
      variationCents: movementAssets.variationCents,
      valueCents: movementAssets.valueCents,
    })
    .from(movementAssets)
    .where(and(eq(movementAssets.customerCode, customerCode), eq(movementAssets.movementId, movementId)))
    .orderBy(asc(movementAssets.position));
}

/** Whether the voucher holds the last number of its type in its year. */
export async function isLatestOfType(
  tx: Tx,
  customerCode: string,
  movement: { type: number; year: number; number: number },
): Promise<boolean> {
  const [row] = await tx
    .select({ last: sql<number>`max(${movements.number})`.mapWith(Number) })
    .from(movements)
    .where(
      and(
        eq(movements.customerCode, customerCode),
        eq(movements.type, movement.type),
        eq(movements.year, movement.year),
      ),
    );
  return row?.last === movement.number;
}

/**
 * Whether a movement after this one (later date, or the same date and created after) holds one of
 * its assets: its values rest on the ones this voucher left.
 */
export async function laterMovementsHold(
  tx: Tx,
  customerCode: string,
  movement: { id: number; date: string },
): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from ${movementAssets} mine
      join ${movementAssets} other on other.customer_code = mine.customer_code
        and other.asset_id = mine.asset_id and other.movement_id <> mine.movement_id
      join ${movements} m on m.customer_code = other.customer_code and m.id = other.movement_id
      where mine.customer_code = ${customerCode} and mine.movement_id = ${movement.id}
        and (m.date > ${movement.date} or (m.date = ${movement.date} and m.id > ${movement.id}))
      limit 1`,
  );
  return rows.length > 0;
}

async function yearStatus(tx: Tx, customerCode: string, year: number): Promise<number | null> {
  const [row] = await tx
    .select({ status: financialYears.status })
    .from(financialYears)
    .where(and(eq(financialYears.customerCode, customerCode), eq(financialYears.year, year)));
  return row?.status ?? null;
}

export interface VoucherRow {
  id: number;
  type: number;
  year: number;
  number: number;
  date: string;
  voucherType: string | null;
}

export async function voucherState(
  tx: Tx,
  customerCode: string,
  movement: VoucherRow,
): Promise<VoucherState> {
  return {
    isDepreciation: movement.voucherType === DEPRECIATION_VOUCHER_TYPE,
    isLatestOfType: await isLatestOfType(tx, customerCode, movement),
    hasLaterMovements: await laterMovementsHold(tx, customerCode, movement),
    yearOpen: (await yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
  };
}

/** The detail screen's `editable` flags of a value voucher. */
export async function voucherEditable(tx: Tx, customerCode: string, movement: VoucherRow) {
  return voucherEditability(await voucherState(tx, customerCode, movement));
}

export async function updateVoucher(
  tx: Tx,
  customerCode: string,
  id: number,
  values: Partial<typeof movements.$inferInsert>,
): Promise<void> {
  await tx
    .update(movements)
    .set(values)
    .where(and(eq(movements.customerCode, customerCode), eq(movements.id, id)));
}
