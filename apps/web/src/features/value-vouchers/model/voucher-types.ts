import type { ValueVoucherType } from '@inventario/shared/contracts/value-vouchers';
import { DEPRECIATION_VOUCHER_TYPE } from '@inventario/shared/domain/depreciation/depreciation';
import type { ValueVoucherKind } from '@inventario/shared/domain/movements/value-voucher';

/**
 * The types a user may write on a voucher of a kind (`GET /movement/valueVoucher/typeList`): those of
 * that kind, without the system's ones (the yearly depreciation's 'DEP').
 */
export function choosableTypes(
  types: readonly ValueVoucherType[],
  kind: ValueVoucherKind,
): ValueVoucherType[] {
  return types.filter((type) => type.kinds.includes(kind) && !type.system);
}

/** A type's description, or its code while the list is unknown or lacks it. */
export function typeDescription(types: readonly ValueVoucherType[] | undefined, code: string | null): string {
  if (!code) return '';
  return types?.find((type) => type.code === code)?.description ?? code;
}

/**
 * Whether a voucher is written by the system (the yearly depreciation): shown, never edited or
 * deleted by the user (reopening the year removes it). Known by its type's `system` flag, and by the
 * depreciation's code before the list has loaded.
 */
export function isSystemVoucher(
  types: readonly ValueVoucherType[] | undefined,
  code: string | null,
): boolean {
  if (!code) return false;
  return code === DEPRECIATION_VOUCHER_TYPE || Boolean(types?.find((type) => type.code === code)?.system);
}
