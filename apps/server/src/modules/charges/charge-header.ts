import type { ChargeCreate } from '@inventario/shared/contracts/charges';
import { checkMovementYear, type YearStatus } from '@inventario/shared/domain/financial-years/financial-year';
import { isChargeCausal } from '@inventario/shared/domain/movements/causals';
import { checkDeliveryDate, checkMovementDate } from '@inventario/shared/domain/movements/charge-rules';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './charges.repo.ts';

export type ChargeHeader = Omit<ChargeCreate, 'assets' | 'waitingAssetIds' | 'universalityId'>;

/** The header checks every charge and every edit of one passes: causal, creditor, delivery date. */
export async function checkHeaderFields(tx: Tx, customerCode: string, header: ChargeHeader): Promise<void> {
  if (!isChargeCausal(header.causal)) throw new AppError('unknownCausal');
  const delivery = checkDeliveryDate(header.date, header.deliveryDate);
  if (!delivery.ok) {
    throw new AppError('validationFailed', 'Invalid charge', {
      issues: [{ field: delivery.field, message: delivery.message }],
    });
  }
  if (header.creditorId && !(await repo.creditorExists(tx, customerCode, header.creditorId))) {
    throw new AppError('notFound', 'No such creditor');
  }
}

/** The year of a voucher's date must exist and be open (DOMAIN §4). */
export async function checkYearOpen(tx: Tx, customerCode: string, date: string): Promise<void> {
  const years = (await repo.shareYears(tx, customerCode)).map((y) => ({
    year: y.year,
    status: y.status as YearStatus,
  }));
  const year = checkMovementYear(years, date);
  if (!year.ok) throw new AppError(year.code);
}

export async function checkNewChargeHeader(
  tx: Tx,
  customerCode: string,
  header: ChargeHeader,
): Promise<void> {
  await checkYearOpen(tx, customerCode, header.date);
  const lastMovementDate = await repo.lastMovementDate(tx, customerCode);
  const date = checkMovementDate(header.date, lastMovementDate);
  if (!date.ok) throw new AppError(date.code, undefined, { lastMovementDate });
  await checkHeaderFields(tx, customerCode, header);
}
