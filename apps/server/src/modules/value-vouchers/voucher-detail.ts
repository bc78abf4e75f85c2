import { DEPRECIATION_VOUCHER_TYPE } from '@inventario/shared/domain/depreciation/depreciation';
import { type VoucherState, voucherEditability } from '@inventario/shared/domain/movements/value-voucher';
import type { Tx } from '../../db/client.ts';
import { type KindDetail, voucherFacts } from '../movement-ledger/index.ts';

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
    ...(await voucherFacts(tx, customerCode, movement)),
  };
}

/** A value voucher in the generic detail: its `editable` flags and its type of variation. */
export const valueVoucherDetail: KindDetail = {
  editable: async (tx, customerCode, movement) =>
    voucherEditability(await voucherState(tx, customerCode, movement)),
  part: (_tx, _customerCode, movement) => ({ voucherType: movement.voucherType }),
};
