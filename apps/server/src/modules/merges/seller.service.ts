import type { Merge } from '@inventario/shared/contracts/customer-area';
import type { MergeAssetPage, MergeSites, SellerMerge } from '@inventario/shared/contracts/merges';
import { mergeBlockers } from '@inventario/shared/domain/merges/merge-blockers';
import { mergeDischargeDate } from '@inventario/shared/domain/merges/merge-dates';
import { MERGE_CAUSAL } from '@inventario/shared/domain/merges/receipt-plan';
import { MOVEMENT_TYPE } from '@inventario/shared/domain/movements/movement-types';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { recordAudit } from '../audit/index.ts';
import * as ledger from '../movement-ledger/index.ts';
import { toPackage } from './merge-package.ts';
import type { MergesDeps } from './merges.deps.ts';
import * as merges from './merges.repo.ts';
import { readPackageContent } from './package.repo.ts';
import * as repo from './seller.repo.ts';

async function sellerMerge(tx: Tx, context: RequestContext, mergeId: number): Promise<Merge> {
  const merge = await merges.findSellerMerge(tx, mergeId, context.customerCode);
  if (!merge) throw new AppError('notFound', 'No such merge of this school');
  return merge;
}

const dischargeDateOf = (merge: Merge) => mergeDischargeDate(Number(merge.effectiveDate.slice(0, 4)));

async function blockerCounts(tx: Tx, customerCode: string) {
  const pending = await repo.pendingCounts(tx, customerCode);
  const counts = {
    mergeWaitingAssets: pending.waitingAssets,
    mergeWarehouseMovements: pending.warehouseMovements,
    mergeAssetsInProposals: pending.assetsInProposals,
  };
  return mergeBlockers(pending).map((code) => ({ code, count: counts[code] }));
}

async function sellerState(tx: Tx, context: RequestContext, merge: Merge): Promise<SellerMerge> {
  const found = await merges.findPackage(tx, merge.id);
  return {
    merge,
    dischargeDate: dischargeDateOf(merge),
    blockers: await blockerCounts(tx, context.customerCode),
    sites: await repo.sellerSites(tx, context.customerCode),
    package: found ? toPackage(found) : null,
  };
}

/** `GET /merge/{x}/seller`: what blocks the merge, the school's sites and where each goes, the package. */
export function getSellerMerge(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
): Promise<SellerMerge> {
  return read(deps.db, context, async (tx) =>
    sellerState(tx, context, await sellerMerge(tx, context, mergeId)),
  );
}

/** The goods a merge discharge of the chosen sites would take, in the seller's order. */
export function searchSellerGoods(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
  query: MergeSites & { page: number; size: number },
): Promise<MergeAssetPage> {
  return read(deps.db, context, async (tx) => {
    await sellerMerge(tx, context, mergeId);
    const found = await repo.goodsPage(tx, context.customerCode, query.siteIds, query);
    return { content: found.rows, totalElements: found.total, totalCents: found.totalCents };
  });
}

async function checkSites(tx: Tx, customerCode: string, siteIds: readonly number[]) {
  const distinct = [...new Set(siteIds)];
  if (distinct.length === 0) throw new AppError('mergeNoSites');
  const known = await repo.knownSiteIds(tx, customerCode, distinct);
  if (known.length !== distinct.length) throw new AppError('notFound', 'No such site of this school');
  const taken = await repo.takenSiteIds(tx, customerCode, distinct);
  if (taken.length > 0) throw new AppError('mergeSiteTaken', undefined, { siteIds: taken });
  return distinct;
}

/**
 * `POST /movement/discharge/merge/{x}`: the goods in use in the chosen sites leave the seller on 31
 * August in one merge discharge (causal ACC), locked against edit and delete, and the package goes to
 * the receiver. Refused while goods are pending (`mergeBlocked`), for a site another merge took, and
 * once made.
 */
export function dischargeForMerge(
  deps: MergesDeps,
  context: RequestContext,
  mergeId: number,
  body: MergeSites,
): Promise<SellerMerge> {
  return mutate(deps.db, context, async (tx) => {
    const { customerCode } = context;
    await ledger.lockSchoolMovements(tx, customerCode);
    const merge = await sellerMerge(tx, context, mergeId);
    if (await merges.findPackage(tx, mergeId)) throw new AppError('mergeAlreadyDischarged');
    const blockers = await blockerCounts(tx, customerCode);
    if (blockers.length > 0) throw new AppError('mergeBlocked', undefined, { blockers });
    const siteIds = await checkSites(tx, customerCode, body.siteIds);
    const sites = (await repo.sellerSites(tx, customerCode))
      .filter((site) => siteIds.includes(site.id))
      .map(({ id, code, description, address, city }) => ({ id, code, description, address, city }));
    const date = dischargeDateOf(merge);
    await ledger.checkYearOpen(tx, customerCode, date);
    await ledger.checkAfterLastMovement(tx, customerCode, date);
    const voucher = await ledger.insertVoucher(tx, context, {
      type: MOVEMENT_TYPE.discharge,
      date,
      causal: MERGE_CAUSAL,
      notes: `Accorpamento: beni ceduti a ${merge.receiverName}`,
      mergeId,
    });
    const handed = await repo.dischargeGoods(tx, {
      customerCode,
      movementId: voucher.id,
      siteIds,
      actor: context.username,
    });
    await repo.setVoucherTotal(tx, customerCode, voucher.id, handed.totalCents);
    const content = await readPackageContent(tx, customerCode, { dischargeId: voucher.id, siteIds });
    await merges.insertPackage(
      tx,
      {
        customerCode,
        mergeId,
        receiverCode: merge.receiverCode,
        sellerName: merge.sellerName,
        receiverName: merge.receiverName,
        dischargeId: voucher.id,
        dischargeYear: voucher.year,
        dischargeNumber: voucher.number,
        dischargeDate: date,
        sites,
        goods: handed.goods,
        totalCents: handed.totalCents,
        content,
        confirmedBy: context.username,
        confirmedAt: deps.now(),
      },
      siteIds,
    );
    await recordAudit(tx, context, {
      action: 'merge.discharge',
      entity: 'merge',
      entityId: mergeId,
      after: { receiverCode: merge.receiverCode, siteIds, movementId: voucher.id, ...handed },
    });
    return sellerState(tx, context, merge);
  });
}
