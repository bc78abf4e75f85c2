/** A voucher's number as the registers write it: number per type and year, `3/2026`. */
export function voucherNumberText(voucher: { number: number; year: number }): string {
  return `${voucher.number}/${voucher.year}`;
}
