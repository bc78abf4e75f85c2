import { YEAR_STATUS } from '@inventario/shared/domain/financial-years/financial-year';
import { chargeEditability } from '@inventario/shared/domain/movements/charge-edit';
import { type KindDetail, yearStatus } from '../movement-ledger/index.ts';
import { assetsHeldElsewhere, latestChargeId } from './charge-changes.repo.ts';

/**
 * A charge in the generic detail: what may change of it (content while no other movement holds its
 * assets and its year is open; its lines and its deletion only on the school's latest charge).
 */
export const chargeDetail: KindDetail = {
  editable: async (tx, customerCode, movement) =>
    chargeEditability({
      hasLaterMovements: await assetsHeldElsewhere(tx, customerCode, movement.id),
      isLatestCharge: (await latestChargeId(tx, customerCode)) === movement.id,
      yearOpen: (await yearStatus(tx, customerCode, movement.year)) === YEAR_STATUS.open,
    }),
};
