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

/** The lists and other prints (group 3): 27, 28, 30, 31, 42, 43, 44, as they are built. */
export const listRenderers: RendererTable = {
  [DOCUMENT_TYPE.assetsByCreditor]: entry(assetsByCreditor),
};
