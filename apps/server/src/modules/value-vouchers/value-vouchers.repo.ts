import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assets, movementAssets } from '../../db/schema/index.ts';

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
