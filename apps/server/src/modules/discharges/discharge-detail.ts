import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import { type DischargeState, dischargeEditability } from '@inventario/shared/domain/movements/discharge';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { debtors, type movements } from '../../db/schema/index.ts';
import { voucherFacts } from '../proposals/proposal-detail.ts';

type MovementRow = typeof movements.$inferSelect;

export function dischargeState(tx: Tx, customerCode: string, movement: MovementRow): Promise<DischargeState> {
  return voucherFacts(tx, customerCode, movement);
}

/** The detail screen's `editable` flags of a discharge. */
export async function dischargeEditable(tx: Tx, customerCode: string, movement: MovementRow) {
  return dischargeEditability(await dischargeState(tx, customerCode, movement));
}

/** What `GET /movement/{id}/withAssets` adds for a discharge: destination, measure and liability. */
export async function dischargePart(
  tx: Tx,
  customerCode: string,
  movement: MovementRow,
): Promise<NonNullable<MovementWithAssets['discharge']>> {
  let debtor: { id: number; description: string } | null = null;
  if (movement.debtorId !== null) {
    const [row] = await tx
      .select({ description: debtors.displayName })
      .from(debtors)
      .where(and(eq(debtors.customerCode, customerCode), eq(debtors.id, movement.debtorId)));
    debtor = { id: movement.debtorId, description: row?.description ?? '' };
  }
  return {
    debtor,
    protocolDate: movement.protocolDate,
    protocolNumber: movement.protocolNumber,
    liability: movement.liability === 'liable' ? 'liable' : 'nobody',
    liableParty: movement.liableParty,
  };
}
