/** Query keys of the value voucher screens' reference list (the vouchers themselves use `movementKeys`). */
export const valueVoucherKeys = {
  types: () => ['valueVouchers', 'types'] as const,
};
