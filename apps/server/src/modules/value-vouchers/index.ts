/** What the movements' dispatcher uses of value vouchers: their detail and their deletion. */

export { deleteVoucher, writeVoucher } from './value-vouchers.service.ts';
export { valueVoucherDetail } from './voucher-detail.ts';
