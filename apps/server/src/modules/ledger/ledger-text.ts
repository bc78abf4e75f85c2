import type { LedgerBreak } from '@inventario/shared/contracts/ledger';

/** The operator's words for a broken record (the logs, `npm run verify-ledger`), in English. */

const VOUCHER_KIND: Record<number, string> = {
  1: 'charge',
  2: 'discharge',
  3: 'discharge proposal',
  5: 'value decrease',
  6: 'value increase',
};

/** `voucherChanged at entry 2 (charge 2/2026, id 45)`. */
export function describeBreak(first: LedgerBreak): string {
  const voucher = first.voucher
    ? `${VOUCHER_KIND[first.voucher.type] ?? `type ${first.voucher.type}`} ${first.voucher.number}/${first.voucher.year}`
    : `movement ${first.movementId}`;
  const entry = first.seq ? `entry ${first.seq}` : 'no entry';
  return `${first.problem} at ${entry} (${voucher}, id ${first.movementId})`;
}
