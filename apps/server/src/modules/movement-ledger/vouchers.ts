import { YEAR_STATUS, yearOf } from '@inventario/shared/domain/financial-years/financial-year';
import type { Tx } from '../../db/client.ts';
import type { movements } from '../../db/schema/index.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { giveBackVoucherNumber, takeVoucherNumber } from '../numbering/numbering.service.ts';
import {
  deleteMovement,
  insertMovement,
  isLatestOfType,
  laterMovementsHold,
  yearStatus,
} from './ledger.repo.ts';
import { deleteLines } from './ledger-assets.repo.ts';

type VoucherColumns = Omit<
  typeof movements.$inferInsert,
  'customerCode' | 'type' | 'year' | 'number' | 'date' | 'createdBy'
>;

export interface NewVoucher extends VoucherColumns {
  type: number;
  date: string;
}

/**
 * Writes a new voucher with the next number of its type in the year of its date (the school's
 * movements locked first, so numbers follow the registers' order and a rollback gives them back).
 */
export async function insertVoucher(
  tx: Tx,
  context: RequestContext,
  voucher: NewVoucher,
): Promise<{ id: number; year: number; number: number }> {
  const year = yearOf(voucher.date);
  const number = await takeVoucherNumber(tx, context.customerCode, voucher.type, year);
  const id = await insertMovement(tx, {
    ...voucher,
    customerCode: context.customerCode,
    year,
    number,
    createdBy: context.username,
  });
  return { id, year, number };
}

/**
 * Takes a voucher out of the registers: its lines, the voucher, and its number back to the counter,
 * which it must be the last of (else `chargeNotLatest`, and nothing changes).
 */
export async function removeVoucher(
  tx: Tx,
  customerCode: string,
  voucher: { id: number; type: number; year: number; number: number },
): Promise<void> {
  await giveBackVoucherNumber(tx, customerCode, voucher);
  await deleteLines(tx, customerCode, voucher.id);
  await deleteMovement(tx, customerCode, voucher.id);
}

/**
 * What the rules of a voucher's changes ask of the registers: whether its year is open, it is the
 * latest of its type and year, and a later movement holds one of its assets.
 */
export async function voucherFacts(
  tx: Tx,
  customerCode: string,
  movement: { id: number; type: number; year: number; number: number; date: string },
) {
  return {
    yearOpen: (await yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
    isLatestOfType: await isLatestOfType(tx, customerCode, movement),
    hasLaterMovements: await laterMovementsHold(tx, customerCode, movement),
  };
}
