import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { chargeEditability } from '@inventario/shared/domain/movements/charge-edit';
import { type KindDetail, type MovementRow, yearStatus } from '../movement-ledger/index.ts';
import { assetsHeldElsewhere, latestChargeId } from './charge-changes.repo.ts';

/** The e-invoice the charge was made from, as the voucher keeps it. */
function invoiceOf(movement: MovementRow) {
  const { invoiceSupplierId: supplierId, invoiceNumber: number, invoiceDate: date } = movement;
  return supplierId !== null && number !== null && date !== null ? { supplierId, number, date } : null;
}

/**
 * A charge in the generic detail: what may change of it (content while no other movement holds its
 * assets and its year is open; its lines and its deletion only on the school's latest charge), and
 * the e-invoice it was made from.
 */
export const chargeDetail: KindDetail = {
  editable: async (tx, customerCode, movement) =>
    chargeEditability({
      hasLaterMovements: await assetsHeldElsewhere(tx, customerCode, movement.id),
      isLatestCharge: (await latestChargeId(tx, customerCode)) === movement.id,
      yearOpen: (await yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
    }),
  part: (_tx, _customerCode, movement) => ({ invoice: invoiceOf(movement) }),
};
