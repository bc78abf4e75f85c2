import type { movementKinds } from '@inventario/shared/contracts/movements';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Tx } from '../../db/client.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { chargeDetail, deleteCharge } from '../charges/index.ts';
import { deleteDischarge, dischargeDetail } from '../discharges/index.ts';
import { type KindDetail, READ_ONLY_DETAIL } from '../movement-ledger/index.ts';
import { deleteProposal, proposalDetail } from '../proposals/index.ts';
import { deleteVoucher, valueVoucherDetail } from '../value-vouchers/index.ts';

/** A kind of voucher as the generic movement calls see it: its detail, and its deletion by the wire's name. */
interface MovementKind {
  detail: KindDetail;
  /** Deletes one, inside the transaction the dispatcher opens. */
  remove(tx: Tx, context: RequestContext, id: number): Promise<void>;
}

export type MovementKindName = (typeof movementKinds)[number];

/** The kinds by the name `DELETE /movement/{kind}/{id}` uses (`out` is the wire's name of proposals). */
export const MOVEMENT_KINDS: Record<MovementKindName, MovementKind> = {
  charge: { detail: chargeDetail, remove: deleteCharge },
  out: { detail: proposalDetail, remove: deleteProposal },
  discharge: { detail: dischargeDetail, remove: deleteDischarge },
  valueVoucher: { detail: valueVoucherDetail, remove: deleteVoucher },
};

const DETAIL_BY_TYPE: Record<number, KindDetail> = {
  [MOVEMENT_TYPE.charge]: chargeDetail,
  [MOVEMENT_TYPE.proposal]: proposalDetail,
  [MOVEMENT_TYPE.discharge]: dischargeDetail,
  [MOVEMENT_TYPE.decrease]: valueVoucherDetail,
  [MOVEMENT_TYPE.increase]: valueVoucherDetail,
};

/** The detail of a movement's type; a type no kind handles here is shown read-only. */
export function detailOfType(type: number): KindDetail {
  return DETAIL_BY_TYPE[type] ?? READ_ONLY_DETAIL;
}
