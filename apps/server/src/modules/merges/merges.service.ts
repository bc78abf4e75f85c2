import type { MergedSite, MergeOverviewRow } from '@inventario/shared/contracts/merges';
import { inVendorOverviewTransaction } from '../../db/tenant.ts';
import { read } from '../../db/unit-of-work.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { toPackage } from './merge-package.ts';
import type { MergesDeps } from './merges.deps.ts';
import * as merges from './merges.repo.ts';

/**
 * `GET /site/merged/confirmed/list`: the sites of the packages the school handed over or was sent,
 * each with the merge and the seller it came from (the prints' merged-sites dialog).
 */
export function listMergedSites(deps: MergesDeps, context: RequestContext): Promise<MergedSite[]> {
  return read(deps.db, context, async (tx) => {
    const packages = await merges.listPackages(tx);
    return packages.flatMap((row) =>
      toPackage(row).sites.map((site) => ({
        ...site,
        mergeId: row.mergeId,
        sellerName: row.sellerName,
      })),
    );
  });
}

/** `GET /merge/overview` (vendor staff): every merge of the installation, with its package and vouchers. */
export function mergeOverview(deps: MergesDeps, context: RequestContext): Promise<MergeOverviewRow[]> {
  return inVendorOverviewTransaction(deps.db, context.sessionId, async (tx) => {
    const packages = new Map((await merges.listPackages(tx)).map((row) => [row.mergeId, toPackage(row)]));
    return (await merges.listMerges(tx)).map((merge) => {
      const found = packages.get(merge.id);
      return {
        merge,
        state: found?.charge ? 'charged' : found ? 'discharged' : 'waiting',
        sites: found?.sites.map(({ code, description }) => ({ code, description })) ?? [],
        goods: found?.goods ?? null,
        totalCents: found?.totalCents ?? null,
        discharge: found ? { ...found.discharge, id: null } : null,
        confirmedAt: found?.confirmedAt ?? null,
        charge: found?.charge ?? null,
        chargedAt: found?.chargedAt ?? null,
      };
    });
  });
}
