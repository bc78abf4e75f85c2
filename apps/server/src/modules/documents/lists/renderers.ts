import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { toIsoDate } from '@inventario/shared/format/date';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { placedAtIn } from '../holdings/holdings.repo.ts';
import { inRegister } from '../holdings/holdings.ts';
import { registerAssetsAt } from '../registers/inventory-register.repo.ts';
import {
  type DocumentRenderer,
  entry,
  fileNameOf,
  PDF,
  type RendererTable,
  registerOf,
  schoolOf,
} from '../renderer-support.ts';
import { creditorAssets, creditorOf } from './assets-by-creditor.repo.ts';
import { type AssetsByCreditorInput, buildAssetsByCreditor } from './assets-by-creditor.ts';
import { originalNumberAssets } from './assets-by-original-number.repo.ts';
import {
  type AssetsByOriginalNumberInput,
  buildAssetsByOriginalNumber,
} from './assets-by-original-number.ts';
import { type AssetsBySiteInput, buildAssetsBySite } from './assets-by-site.ts';
import { proposalLines, proposalOf } from './discharge-proposal.repo.ts';
import { buildDischargeProposal, type DischargeProposalInput } from './discharge-proposal.ts';
import { heldAssetsAt } from './held-assets.repo.ts';
import { checkSubConsignees, consigneeSection, officialsOf, subConsigneeSections } from './model-24.repo.ts';
import { buildModel24, type Model24Input } from './model-24.ts';
import { siteLocationsOf, siteOf } from './placement.repo.ts';
import { relocations } from './relocation-list.repo.ts';
import { buildRelocationList, type RelocationListInput } from './relocation-list.ts';
import { renderList } from './render-list.ts';
import { registerSubcategories } from './subcategories.repo.ts';
import { buildSubcategoriesSummary, type SubcategoriesSummaryInput } from './subcategories-summary.ts';

/** The register a list is limited to, by name, or null when it lists every register. */
function listRegisterOf(tx: Tx, customerCode: string, idRegister: number | undefined) {
  return idRegister === undefined ? null : registerOf(tx, customerCode, idRegister);
}

async function pdfFile(name: string, date: string, bytes: Promise<Buffer>) {
  return [{ fileName: fileNameOf(name, date, 'pdf'), contentType: PDF, bytes: await bytes }];
}

/** The day a print without a date of its own is made, for its file name. */
const today = () => toIsoDate(new Date());

const assetsByCreditor: DocumentRenderer<28, AssetsByCreditorInput> = {
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    creditor: await creditorOf(tx, customerCode, conditions.idCreditorDebtor),
    register: await listRegisterOf(tx, customerCode, conditions.idRegister),
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
    await siteLocationsOf(tx, customerCode, conditions.idSite, conditions.idLocationList);
  },
  load: async (tx, customerCode, { atDate, idSite, idLocationList, idRegister }) => ({
    school: await schoolOf(tx, customerCode),
    site: await siteOf(tx, customerCode, idSite),
    register: await listRegisterOf(tx, customerCode, idRegister),
    atDate,
    locations:
      idLocationList.length > 0 ? await siteLocationsOf(tx, customerCode, idSite, idLocationList) : null,
    assets: await heldAssetsAt(
      tx,
      customerCode,
      atDate,
      sql`${placedAtIn({ idSite, idLocationList })} and ${inRegister(idRegister)}`,
    ),
  }),
  render: (input) =>
    pdfFile(`Beni della sede ${input.site.code}`, input.atDate, renderList(buildAssetsBySite(input))),
};

const assetsByOriginalNumber: DocumentRenderer<31, AssetsByOriginalNumberInput> = {
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    register: await listRegisterOf(tx, customerCode, conditions.idRegister),
    from: conditions.originalInventoryNumberFrom,
    to: conditions.originalInventoryNumberTo,
    assets: await originalNumberAssets(tx, customerCode, conditions),
  }),
  render: async (input) => {
    const bytes = renderList(buildAssetsByOriginalNumber(input));
    return pdfFile(`Beni per numero originario ${input.from}-${input.to}`, today(), bytes);
  },
};

/** Summed from the inventory register's own assets at the date, so its totals are the register's. */
const subcategoriesSummary: DocumentRenderer<27, SubcategoriesSummaryInput> = {
  load: async (tx, customerCode, { idRegister, atDate }) => ({
    school: await schoolOf(tx, customerCode),
    register: await registerOf(tx, customerCode, idRegister),
    atDate,
    subcategories: await registerSubcategories(tx, customerCode, idRegister),
    assets: await registerAssetsAt(tx, customerCode, idRegister, atDate),
  }),
  render: async (input) => {
    const bytes = renderList(buildSubcategoriesSummary(input));
    return pdfFile(`Riepilogo per sottocategoria ${input.register.description}`, input.atDate, bytes);
  },
};

const relocationList: DocumentRenderer<42, RelocationListInput> = {
  load: async (tx, customerCode, conditions) => ({
    school: await schoolOf(tx, customerCode),
    register: await listRegisterOf(tx, customerCode, conditions.idRegister),
    fromDate: conditions.fromDate,
    toDate: conditions.toDate,
    relocations: await relocations(tx, customerCode, conditions),
  }),
  render: (input) =>
    pdfFile('Elenco degli spostamenti', input.toDate, renderList(buildRelocationList(input))),
};

const model24Consignee: DocumentRenderer<43, Model24Input> = {
  load: async (tx, customerCode, { atDate, idRegister }) => ({
    school: await schoolOf(tx, customerCode),
    register: await listRegisterOf(tx, customerCode, idRegister),
    atDate,
    officials: await officialsOf(tx, customerCode),
    kind: 'consignee',
    sections: await consigneeSection(tx, customerCode, atDate, idRegister),
  }),
  render: (input) => pdfFile('Modello 24 consegnatario', input.atDate, renderList(buildModel24(input))),
};

const model24SubConsignee: DocumentRenderer<44, Model24Input> = {
  check: (tx, customerCode, conditions) =>
    checkSubConsignees(tx, customerCode, conditions.idSubConsigneeList),
  load: async (tx, customerCode, { atDate, idSubConsigneeList, idRegister }) => ({
    school: await schoolOf(tx, customerCode),
    register: await listRegisterOf(tx, customerCode, idRegister),
    atDate,
    officials: await officialsOf(tx, customerCode),
    kind: 'subConsignee',
    sections: await subConsigneeSections(tx, customerCode, atDate, idSubConsigneeList, idRegister),
  }),
  render: (input) => pdfFile('Modello 24 subconsegnatari', input.atDate, renderList(buildModel24(input))),
};

/** A discharge proposal's own document (spec 02 §2), printed from its detail. */
const dischargeProposal: DocumentRenderer<3, DischargeProposalInput> = {
  load: async (tx, customerCode, { idOut }) => ({
    school: await schoolOf(tx, customerCode),
    proposal: await proposalOf(tx, customerCode, idOut),
    officials: await officialsOf(tx, customerCode),
    lines: await proposalLines(tx, customerCode, idOut),
  }),
  render: (input) => {
    const { progressive, year, date } = input.proposal;
    const name = `Proposta di scarico ${progressive ?? ''} ${year}`;
    return pdfFile(name, date, renderList(buildDischargeProposal(input)));
  },
};

/**
 * The lists and other prints (group 3): 27, 28, 30, 31, 42, 43, 44, as they are built; and a discharge
 * proposal's own document (3), a list of goods too.
 */
export const listRenderers: RendererTable = {
  [DOCUMENT_TYPE.dischargeProposal]: entry(dischargeProposal),
  [DOCUMENT_TYPE.subcategoriesSummary]: entry(subcategoriesSummary),
  [DOCUMENT_TYPE.assetsByCreditor]: entry(assetsByCreditor),
  [DOCUMENT_TYPE.assetsBySite]: entry(assetsBySite),
  [DOCUMENT_TYPE.assetsByOriginalNumber]: entry(assetsByOriginalNumber),
  [DOCUMENT_TYPE.relocationList]: entry(relocationList),
  [DOCUMENT_TYPE.model24Consignee]: entry(model24Consignee),
  [DOCUMENT_TYPE.model24Subconsignee]: entry(model24SubConsignee),
};
