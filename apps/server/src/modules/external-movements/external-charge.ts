import { checkExternalSelection } from '@inventario/shared/domain/movements/external-selection';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import * as repo from './external-movements.repo.ts';

/**
 * What a charge made from external movements (`#/charge/new/external`) does to them, in the charge's
 * transaction: they are locked and checked first (the school's, not charged yet, one supplier, the
 * warehouse ones completed: spec 02 §5), then marked as taken by the new voucher. Deleting the voucher
 * makes them wait again (the foreign key's SET NULL).
 */
export async function takeExternalMovements(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await repo.findExternalMovements(tx, customerCode, wanted, { lock: true });
  if (found.length !== wanted.length) throw new AppError('notFound', 'No such external movement');
  const check = checkExternalSelection(
    found.map(({ row }) => ({
      source: row.source,
      status: row.status,
      creditorId: row.creditorId,
      supplierName: row.supplierName,
      supplierVatNumber: row.supplierVatNumber,
      charged: row.chargeMovementId !== null,
    })),
  );
  if (!check.ok) throw new AppError(check.code, undefined, { externalMovementIds: wanted });
  return wanted;
}

export function markExternalMovementsCharged(
  tx: Tx,
  customerCode: string,
  ids: readonly number[],
  movementId: number,
): Promise<void> {
  return repo.markCharged(tx, customerCode, ids, movementId);
}
