import type { MovementWithAssets } from '@inventario/shared/contracts/charges';
import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { type ProposalState, proposalEditability } from '@inventario/shared/domain/movements/proposal';
import type { Tx } from '../../db/client.ts';
import type { movements } from '../../db/schema/index.ts';
import { yearStatus } from '../charges/charge-changes.repo.ts';
import type { MovementLineRow } from '../movements/movement-lines.repo.ts';
import { isLatestOfType, laterMovementsHold } from '../value-vouchers/value-vouchers.repo.ts';

type MovementRow = typeof movements.$inferSelect;

/** Whether the movement's year is open, it is the latest of its type and year, and no later movement holds its assets. */
export async function voucherFacts(tx: Tx, customerCode: string, movement: MovementRow) {
  return {
    yearOpen: (await yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
    isLatestOfType: await isLatestOfType(tx, customerCode, movement),
    hasLaterMovements: await laterMovementsHold(tx, customerCode, movement),
  };
}

export async function proposalState(
  tx: Tx,
  customerCode: string,
  movement: MovementRow,
): Promise<ProposalState> {
  return { status: movement.status ?? 0, ...(await voucherFacts(tx, customerCode, movement)) };
}

/** The detail screen's `editable` flags of a proposal. */
export async function proposalEditable(tx: Tx, customerCode: string, movement: MovementRow) {
  return proposalEditability(await proposalState(tx, customerCode, movement));
}

/** What `GET /movement/{id}/withAssets` adds for a proposal. */
export function proposalPart(
  movement: MovementRow,
  lines: readonly Pick<MovementLineRow, 'valueCents' | 'actualPriceCents'>[],
): NonNullable<MovementWithAssets['proposal']> {
  return {
    progressive: movement.progressive ?? 0,
    protocolDate: movement.protocolDate,
    protocolNumber: movement.protocolNumber,
    confirmedAt: movement.confirmedAt?.toISOString() ?? null,
    confirmedBy: movement.confirmedBy,
    pricesChanged: lines.some((l) => l.valueCents !== l.actualPriceCents),
  };
}
