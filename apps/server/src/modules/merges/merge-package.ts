import type { MergePackage } from '@inventario/shared/contracts/merges';
import type { PackageRow } from './merges.repo.ts';

/** A package as both schools and the vendor staff see it. */
export function toPackage(row: PackageRow): MergePackage {
  const charged = row.chargeYear !== null && row.chargeNumber !== null && row.chargeDate !== null;
  return {
    mergeId: row.mergeId,
    sellerCode: row.customerCode,
    sellerName: row.sellerName,
    receiverCode: row.receiverCode,
    receiverName: row.receiverName,
    sites: row.sites as MergePackage['sites'],
    goods: row.goods,
    totalCents: row.totalCents,
    discharge: {
      id: row.dischargeId,
      year: row.dischargeYear,
      number: row.dischargeNumber,
      date: row.dischargeDate,
    },
    confirmedBy: row.confirmedBy,
    confirmedAt: row.confirmedAt.toISOString(),
    charge: charged
      ? {
          id: null,
          year: row.chargeYear as number,
          number: row.chargeNumber as number,
          date: row.chargeDate as string,
        }
      : null,
    chargedBy: row.chargedBy,
    chargedAt: row.chargedAt?.toISOString() ?? null,
  };
}
