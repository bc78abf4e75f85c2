import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import { isValueVoucherKind, type ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';

/** The two kinds of value voucher as the routes name them: `#/value-voucher/{kind}/…`. */
export type VoucherKind = 'decrease' | 'increase';

export const VOUCHER_KINDS: readonly VoucherKind[] = ['decrease', 'increase'];

/** The movement type of a kind: decrease 5, increase 6. */
export function movementTypeOf(kind: VoucherKind): ValueVoucherKind {
  return kind === 'decrease' ? MOVEMENT_TYPE.decrease : MOVEMENT_TYPE.increase;
}

/** The kind of a movement type, or undefined when the movement is no value voucher. */
export function kindOf(type: number): VoucherKind | undefined {
  if (!isValueVoucherKind(type)) return undefined;
  return type === MOVEMENT_TYPE.decrease ? 'decrease' : 'increase';
}

/** The detail route of a voucher: its kind is part of the path. */
export function voucherDetailPath(voucher: { id: number; type: number }): string {
  return `/value-voucher/${kindOf(voucher.type) ?? 'decrease'}/detail/${voucher.id}`;
}

/** The creation route of a kind. */
export function newVoucherPath(kind: VoucherKind): string {
  return `/value-voucher/${kind}/new`;
}
