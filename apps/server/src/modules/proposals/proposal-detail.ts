import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { type ProposalState, proposalEditability } from '@inventario/shared/domain/movements/proposal';
import type { Tx } from '../../db/client.ts';
import { type KindDetail, type MovementRow, voucherFacts } from '../movement-ledger/index.ts';

export async function proposalState(
  tx: Tx,
  customerCode: string,
  movement: MovementRow,
): Promise<ProposalState> {
  return { status: movement.status ?? 0, ...(await voucherFacts(tx, customerCode, movement)) };
}

/** A proposal in the generic detail: its `editable` flags, progressive, protocol and confirmation. */
export const proposalDetail: KindDetail = {
  editable: async (tx, customerCode, movement) =>
    proposalEditability(await proposalState(tx, customerCode, movement)),
  part: (_tx, _customerCode, movement, lines): { proposal: NonNullable<MovementWithAssets['proposal']> } => ({
    proposal: {
      progressive: movement.progressive ?? 0,
      protocolDate: movement.protocolDate,
      protocolNumber: movement.protocolNumber,
      confirmedAt: movement.confirmedAt?.toISOString() ?? null,
      confirmedBy: movement.confirmedBy,
      pricesChanged: lines.some((l) => l.valueCents !== l.actualPriceCents),
    },
  }),
};
