import type { ChargeCreate } from '@inventario/shared/contracts/charges';
import { isChargeCausal } from '@inventario/shared/domain/movements/causals';
import { checkDeliveryDate } from '@inventario/shared/domain/movements/charge-rules';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as ledger from '../movement-ledger/index.ts';
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
  await ledger.checkBooking(tx, customerCode, header);
}

/** A new charge: dated in an open year, not before the school's last movement, its header valid. */
export async function checkNewChargeHeader(
  tx: Tx,
  customerCode: string,
  header: ChargeHeader,
): Promise<void> {
  await ledger.checkYearOpen(tx, customerCode, header.date);
  await ledger.checkAfterLastMovement(tx, customerCode, header.date);
  await checkHeaderFields(tx, customerCode, header);
}
