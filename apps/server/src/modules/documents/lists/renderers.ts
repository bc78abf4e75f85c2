import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import {
  type DocumentRenderer,
  entry,
  fileNameOf,
  PDF,
  type RendererTable,
  schoolOf,
} from '../renderer-support.ts';
import { creditorAssets, creditorOf } from './assets-by-creditor.repo.ts';
import { type AssetsByCreditorInput, buildAssetsByCreditor } from './assets-by-creditor.ts';
import { type AssetsBySiteInput, buildAssetsBySite } from './assets-by-site.ts';
import { heldAssetsAt, inPlaces } from './held-assets.repo.ts';
import { siteLocationsOf, siteOf } from './placement.repo.ts';
import { renderList } from './render-list.ts';

async function pdfFile(name: string, date: string, bytes: Promise<Buffer>) {
  return [{ fileName: fileNameOf(name, date, 'pdf'), contentType: PDF, bytes: await bytes }];
}

const assetsByCreditor: DocumentRenderer<28, AssetsByCreditorInput> = {
  check: async (tx, customerCode, conditions) => {
    await creditorOf(tx, customerCode, conditions.idCreditorDebtor);
  },
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    creditor: await creditorOf(tx, customerCode, conditions.idCreditorDebtor),
    fromDate: conditions.fromDate,
    toDate: conditions.toDate,
    assets: await creditorAssets(tx, customerCode, conditions),
  }),
  render: (input) =>
    pdfFile(
      `Beni del fornitore ${input.creditor.description}`,
      input.toDate,
      renderList(buildAssetsByCreditor(input)),
    ),
};

const assetsBySite: DocumentRenderer<30, AssetsBySiteInput> = {
  check: async (tx, customerCode, conditions) => {
    await siteOf(tx, customerCode, conditions.idSite);
    await siteLocationsOf(tx, customerCode, conditions.idSite, conditions.idLocationList);
  },
  load: async (tx, customerCode, { atDate, idSite, idLocationList }) => ({
    school: await schoolOf(tx, customerCode),
    site: await siteOf(tx, customerCode, idSite),
    atDate,
    locations:
      idLocationList.length > 0 ? await siteLocationsOf(tx, customerCode, idSite, idLocationList) : null,
    assets: await heldAssetsAt(tx, customerCode, atDate, inPlaces({ idSite, idLocationList })),
  }),
  render: (input) =>
    pdfFile(`Beni della sede ${input.site.code}`, input.atDate, renderList(buildAssetsBySite(input))),
};

/** The lists and other prints (group 3): 27, 28, 30, 31, 42, 43, 44, as they are built. */
export const listRenderers: RendererTable = {
  [DOCUMENT_TYPE.assetsByCreditor]: entry(assetsByCreditor),
  [DOCUMENT_TYPE.assetsBySite]: entry(assetsBySite),
};
