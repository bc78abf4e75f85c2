import type { MovementWithAssets } from '@inventario/shared/contracts/movements';
import { type DischargeState, dischargeEditability } from '@inventario/shared/domain/movements/discharge';
import type { Tx } from '../../db/client.ts';
import { type KindDetail, type MovementRow, voucherFacts } from '../movement-ledger/index.ts';
import { debtorName } from './discharges.repo.ts';

export function dischargeState(tx: Tx, customerCode: string, movement: MovementRow): Promise<DischargeState> {
  return voucherFacts(tx, customerCode, movement);
}

/** A discharge in the generic detail: its `editable` flags, destination, measure and liability. */
export const dischargeDetail: KindDetail = {
  editable: async (tx, customerCode, movement) =>
    dischargeEditability(await dischargeState(tx, customerCode, movement)),
  part: async (
    tx,
    customerCode,
    movement,
  ): Promise<{ discharge: NonNullable<MovementWithAssets['discharge']> }> => ({
    discharge: {
      debtor:
        movement.debtorId === null
          ? null
          : {
              id: movement.debtorId,
              description: (await debtorName(tx, customerCode, movement.debtorId)) ?? '',
            },
      protocolDate: movement.protocolDate,
      protocolNumber: movement.protocolNumber,
      liability: movement.liability === 'liable' ? 'liable' : 'nobody',
      liableParty: movement.liableParty,
    },
  }),
};
