import { tempListSaveSchema, tempListSchema } from '@inventario/shared/contracts/imports';
import {
  mergeAssetPageSchema,
  mergeAssetsParamsSchema,
  mergedSiteSchema,
  mergeOverviewRowSchema,
  mergeParamsSchema,
  mergeSitesSchema,
  mergePaths as paths,
  receiverMergeSchema,
  sellerMergeSchema,
} from '@inventario/shared/contracts/merges';
import type { ListKind } from '@inventario/shared/domain/imports/list-matching';
import { z } from '@inventario/shared/zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireContext } from '../../http/request-context.ts';
import type { MergesDeps } from './merges.deps.ts';
import { listMergedSites, mergeOverview } from './merges.service.ts';
import * as receiver from './receiver.service.ts';
import * as seller from './seller.service.ts';

const tags = ['merges'];

/** Each list of the receipt whose mapping is saved for a merge (spec 02 §7). */
const LIST_MERGE_PATHS: [string, ListKind][] = [
  [paths.siteMerge, 'site'],
  [paths.locationMerge, 'location'],
  [paths.subconsigneeMerge, 'subConsignee'],
  [paths.subcategoryMerge, 'subcategory'],
  [paths.creditorMerge, 'creditor'],
];

/** The merge of schools (DOMAIN §9): the seller's side, the receiver's, and the vendor staff's overview. */
export async function mergeRoutes(app: FastifyInstance, deps: MergesDeps): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    paths.seller,
    {
      schema: {
        tags,
        summary: "The seller's side of a merge",
        description:
          'What blocks it (`blockers`: waiting goods, warehouse movements to charge, goods in proposals, each with its count), the 31 August date, the school’s sites with the goods in use there and the merge each went with, and the package once handed over. `notFound` for a merge the school is not the seller of.',
        params: mergeParamsSchema,
        response: { 200: sellerMergeSchema },
      },
    },
    (request) => seller.getSellerMerge(deps, requireContext(request), request.params.x),
  );
  api.post(
    paths.sellerAssets,
    {
      schema: {
        tags,
        summary: 'The goods a merge discharge of the chosen sites would take',
        description:
          'Charged goods in the locations of the sites, in the seller’s order, with their count and value.',
        params: mergeAssetsParamsSchema,
        body: mergeSitesSchema,
        response: { 200: mergeAssetPageSchema },
      },
    },
    (request) =>
      seller.searchSellerGoods(deps, requireContext(request), request.params.x, {
        ...request.body,
        page: request.params.page,
        size: request.params.size,
      }),
  );
  api.post(
    paths.discharge,
    {
      schema: {
        tags,
        summary: 'The merge discharge: the chosen sites’ goods handed over to the receiver',
        description:
          'One discharge dated 31 August of the merge’s year, causal ACC, that cannot be edited or deleted (`mergeMovement`), and the package the receiver charges. Refused while goods are pending (`mergeBlocked`, `details.blockers`), without sites (`mergeNoSites`), for a site another merge took (`mergeSiteTaken`), once made (`mergeAlreadyDischarged`), and under the ledger’s date rules.',
        params: mergeParamsSchema,
        body: mergeSitesSchema,
        response: { 200: sellerMergeSchema },
      },
    },
    (request) => seller.dischargeForMerge(deps, requireContext(request), request.params.x, request.body),
  );
  api.get(
    paths.receiver,
    {
      schema: {
        tags,
        summary: "The receiver's side of a merge",
        description:
          'The package the seller confirmed (null before), the receipt whose temp lists map it, and the merge charge’s date (1 September, or the school’s last movement when later).',
        params: mergeParamsSchema,
        response: { 200: receiverMergeSchema },
      },
    },
    (request) => receiver.getReceiverMerge(deps, requireContext(request), request.params.x),
  );
  for (const [path, kind] of [
    [paths.siteTemp, 'site'],
    [paths.subcategoryTemp, 'subcategory'],
  ] as const) {
    api.post(
      path,
      {
        schema: {
          tags,
          summary: `The merge receipt's ${kind === 'site' ? 'sites' : 'subcategories'}, matched onto the school's`,
          description:
            'Starts the receipt the first time: the package’s lists matched onto the school’s, kept as the school’s pending import (its other lists at `/location/temp/list`…). `mergePackageNotConfirmed` before the seller handed over; `importPending` while another import waits.',
          params: mergeParamsSchema,
          response: { 200: tempListSchema },
        },
      },
      (request) => receiver.startReceiptList(deps, requireContext(request), request.params.x, kind),
    );
  }
  const saveList = (path: string, kind: ListKind, method: 'post' | 'put') =>
    api[method](
      path,
      {
        schema: {
          tags,
          summary: `Map the merge receipt's ${kind} entries onto the school's, or create them`,
          description:
            'As the temp lists of an import: each entry named maps onto one of the school’s or is created.',
          params: mergeParamsSchema,
          body: tempListSaveSchema,
          response: { 200: tempListSchema },
        },
      },
      (request) =>
        receiver.saveReceiptList(deps, requireContext(request), request.params.x, kind, request.body),
    );
  saveList(paths.siteTemp, 'site', 'put');
  for (const [path, kind] of LIST_MERGE_PATHS) saveList(path, kind, 'post');
  api.post(
    paths.charge,
    {
      schema: {
        tags,
        summary: 'The merge charge: the package charged into the school',
        description:
          'One charge (causal ACC) dated 1 September or the school’s last movement when later, its lists as mapped (`importMappingConflict`… as an import’s confirm), each good numbered in the school’s registers in the seller’s order with the seller’s number kept as its original one; recorded on the seller’s package. Run again, it answers the charge it made.',
        params: mergeParamsSchema,
        response: { 200: receiverMergeSchema },
      },
    },
    (request) => receiver.chargeForMerge(deps, requireContext(request), request.params.x),
  );
  api.get(
    paths.mergedSites,
    {
      schema: {
        tags,
        summary: 'The sites of the packages the school handed over or received',
        response: { 200: z.array(mergedSiteSchema) },
      },
    },
    (request) => listMergedSites(deps, requireContext(request)),
  );
  api.get(
    paths.overview,
    {
      config: { access: 'vendor' },
      schema: {
        tags,
        summary: 'Every merge of the installation (vendor staff)',
        response: { 200: z.array(mergeOverviewRowSchema) },
      },
    },
    (request) => mergeOverview(deps, requireContext(request)),
  );
}
