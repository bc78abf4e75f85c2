import {
  DOCUMENT_GROUP,
  DOCUMENT_TYPE,
  type DocumentType,
  LAST_MENU_GROUP,
} from '../../contracts/documents.ts';

/**
 * Every document type of spec 01 §3, in the group of the Prints menu that offers it (spec 01 §2):
 * registers, minutes (verbali), lists and others, barcodes and labels. The descriptions are the
 * documents' Italian titles, printed on them as well.
 */
export const DOCUMENT_TYPES: readonly DocumentType[] = [
  {
    id: DOCUMENT_TYPE.inventoryRegister,
    group: DOCUMENT_GROUP.registers,
    description: 'Registro di inventario',
  },
  {
    id: DOCUMENT_TYPE.analyticIncrease,
    group: DOCUMENT_GROUP.registers,
    description: 'Registro analitico degli aumenti',
  },
  {
    id: DOCUMENT_TYPE.analyticDecrease,
    group: DOCUMENT_GROUP.registers,
    description: 'Registro analitico delle diminuzioni',
  },
  { id: DOCUMENT_TYPE.modelK, group: DOCUMENT_GROUP.registers, description: 'Modello K' },
  {
    id: DOCUMENT_TYPE.durableIncrease,
    group: DOCUMENT_GROUP.registers,
    description: 'Registro dei beni durevoli: aumenti',
  },
  {
    id: DOCUMENT_TYPE.durableDecrease,
    group: DOCUMENT_GROUP.registers,
    description: 'Registro dei beni durevoli: diminuzioni',
  },
  {
    id: DOCUMENT_TYPE.subconsigneeNomination,
    group: DOCUMENT_GROUP.minutes,
    description: 'Nomina dei subconsegnatari',
  },
  {
    id: DOCUMENT_TYPE.dsgaHandover,
    group: DOCUMENT_GROUP.minutes,
    description: 'Verbale di passaggio di consegne tra DSGA',
  },
  {
    id: DOCUMENT_TYPE.subconsigneeHandover,
    group: DOCUMENT_GROUP.minutes,
    description: 'Verbale di consegna dei beni al subconsegnatario',
  },
  {
    id: DOCUMENT_TYPE.subconsigneeReturn,
    group: DOCUMENT_GROUP.minutes,
    description: 'Verbale di restituzione dei beni dal subconsegnatario',
  },
  {
    id: DOCUMENT_TYPE.subcategoriesSummary,
    group: DOCUMENT_GROUP.lists,
    description: 'Riepilogo per sottocategoria',
  },
  {
    id: DOCUMENT_TYPE.assetsByCreditor,
    group: DOCUMENT_GROUP.lists,
    description: 'Elenco dei beni per fornitore',
  },
  {
    id: DOCUMENT_TYPE.assetsBySite,
    group: DOCUMENT_GROUP.lists,
    description: 'Elenco dei beni per sede e ubicazione',
  },
  {
    id: DOCUMENT_TYPE.assetsByOriginalNumber,
    group: DOCUMENT_GROUP.lists,
    description: 'Elenco dei beni per numero di inventario originario',
  },
  { id: DOCUMENT_TYPE.relocationList, group: DOCUMENT_GROUP.lists, description: 'Elenco degli spostamenti' },
  {
    id: DOCUMENT_TYPE.model24Consignee,
    group: DOCUMENT_GROUP.lists,
    description: 'Modello 24: beni affidati al consegnatario',
  },
  {
    id: DOCUMENT_TYPE.model24Subconsignee,
    group: DOCUMENT_GROUP.lists,
    description: 'Modello 24: beni affidati ai subconsegnatari',
  },
  { id: DOCUMENT_TYPE.labels, group: DOCUMENT_GROUP.labels, description: 'Etichette' },
  { id: DOCUMENT_TYPE.customLabels, group: DOCUMENT_GROUP.labels, description: 'Etichette personalizzate' },
  {
    id: DOCUMENT_TYPE.dischargeProposal,
    group: DOCUMENT_GROUP.movement,
    description: 'Proposta di scarico',
  },
  {
    id: DOCUMENT_TYPE.recognitionReport,
    group: DOCUMENT_GROUP.recognition,
    description: 'Verbale di ricognizione dei beni',
  },
  {
    id: DOCUMENT_TYPE.renewalMinutes,
    group: DOCUMENT_GROUP.renewal,
    description: 'Verbale di rinnovo inventariale (PV/Base)',
  },
  {
    id: DOCUMENT_TYPE.renewalKept,
    group: DOCUMENT_GROUP.renewal,
    description: 'Beni rinvenuti e mantenuti (PV/1)',
  },
  {
    id: DOCUMENT_TYPE.renewalEliminated,
    group: DOCUMENT_GROUP.renewal,
    description: 'Beni da eliminare (PV/2)',
  },
  {
    id: DOCUMENT_TYPE.renewalRevaluation,
    group: DOCUMENT_GROUP.renewal,
    description: 'Rivalutazione per registro (PV/3)',
  },
  {
    id: DOCUMENT_TYPE.renewalMapping,
    group: DOCUMENT_GROUP.renewal,
    description: 'Tabella di mappatura delle sottocategorie',
  },
  {
    id: DOCUMENT_TYPE.renewalVouchers,
    group: DOCUMENT_GROUP.renewal,
    description: 'Buoni dei movimenti del rinnovo',
  },
  {
    id: DOCUMENT_TYPE.labelsSample,
    group: DOCUMENT_GROUP.setting,
    description: 'Foglio di prova delle etichette',
  },
  {
    id: DOCUMENT_TYPE.listExport,
    group: DOCUMENT_GROUP.exports,
    description: 'Esportazione di un elenco',
  },
];

/** The types the Prints menu offers (`GET /s3documents/typeList`): not a movement's or a setting's own. */
export const PRINT_MENU_TYPES: readonly DocumentType[] = DOCUMENT_TYPES.filter(
  (type) => type.group <= LAST_MENU_GROUP,
);

export function documentTypeOf(id: number): DocumentType | undefined {
  return DOCUMENT_TYPES.find((type) => type.id === id);
}

export function documentTypesOfGroup(group: number): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) => type.group === group);
}
