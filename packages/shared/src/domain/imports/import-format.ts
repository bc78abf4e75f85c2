import { ASSET_DESCRIPTION_MAX } from '../assets/asset-fields.ts';

/**
 * The files a school imports (docs/IMPORTS.md): one definition of each sheet and column, which the
 * validator reads by, the templates and the school's export are written from, and the documentation
 * describes. Headers are Italian, as a school's spreadsheet has them; `aliases` are other spellings
 * accepted on reading (English, or what other school software writes).
 */

/** Spec 02 §2: client-server 1, durable 2, inventory 3, third-party school software 4. */
export const IMPORT_TYPE = { clientServer: 1, durable: 2, inventory: 3, schoolSoftware: 4 } as const;
export type ImportType = (typeof IMPORT_TYPE)[keyof typeof IMPORT_TYPE];
export const importTypes = Object.values(IMPORT_TYPE) as ImportType[];

/** Types 3 and 4 are the vendor staff's alone (spec 02 §2). */
export function isVendorImportType(type: ImportType): boolean {
  return type === IMPORT_TYPE.inventory || type === IMPORT_TYPE.schoolSoftware;
}

/** Types 1 and 3 carry a school's whole inventory, in the same workbook format. */
export function isWholeInventoryType(type: ImportType): boolean {
  return type === IMPORT_TYPE.clientServer || type === IMPORT_TYPE.inventory;
}

export type ColumnKind =
  | 'text'
  | 'code'
  | 'amount'
  | 'signedAmount'
  | 'date'
  | 'integer'
  | 'count'
  | 'percent'
  | 'yesNo'
  | 'choice';

export interface ImportChoice {
  code: string;
  labels: readonly string[];
}

export interface ImportColumn {
  key: string;
  header: string;
  aliases?: readonly string[];
  kind: ColumnKind;
  required?: boolean;
  /** Text and codes. */
  maxLength?: number;
  /** Choices, by code; the first label is what the export and the templates write. */
  choices?: readonly ImportChoice[];
}

export interface ImportSheet {
  key: string;
  /** The sheet's name in a workbook, the file's name (`<name>.csv`) in a zip. */
  name: string;
  aliases?: readonly string[];
  /** A sheet a file may leave out (a school without proposals has no such rows). */
  optional?: boolean;
  columns: readonly ImportColumn[];
}

const text = (key: string, header: string, maxLength: number, extra: Partial<ImportColumn> = {}) =>
  ({ key, header, kind: 'text', maxLength, ...extra }) satisfies ImportColumn;
const code = (key: string, header: string, maxLength: number, extra: Partial<ImportColumn> = {}) =>
  ({ key, header, kind: 'code', maxLength, ...extra }) satisfies ImportColumn;
const required = { required: true } as const;

/** Registers by the acronym the registers print (`BM 12`), or by their kind. */
export const REGISTER_CHOICES: readonly ImportChoice[] = [
  { code: 'movable', labels: ['BM', 'Beni mobili'] },
  { code: 'historic', labels: ['BSA', 'Beni di valore storico-artistico'] },
  { code: 'books', labels: ['LB', 'Libri e materiale bibliografico'] },
  { code: 'securities', labels: ['VM', 'Valori mobiliari'] },
  { code: 'vehicles', labels: ['VN', 'Veicoli e natanti'] },
  { code: 'realEstate', labels: ['BI', 'Beni immobili'] },
  { code: 'thirdParty', labels: ['BT', 'Beni di terzi'] },
];

export const MOVEMENT_KIND_CHOICES: readonly ImportChoice[] = [
  { code: 'charge', labels: ['Carico'] },
  { code: 'discharge', labels: ['Scarico'] },
  { code: 'proposal', labels: ['Proposta di scarico', 'Proposta'] },
  { code: 'decrease', labels: ['Diminuzione di valore', 'Buono di diminuzione', 'Diminuzione'] },
  { code: 'increase', labels: ['Aumento di valore', 'Buono di aumento', 'Aumento'] },
];

export const YEAR_STATE_CHOICES: readonly ImportChoice[] = [
  { code: 'open', labels: ['Aperto'] },
  { code: 'closed', labels: ['Chiuso'] },
  { code: 'closedWithDepreciation', labels: ['Chiuso con ammortamento', 'Ammortizzato'] },
  { code: 'imported', labels: ['Importato'] },
];

/** The sheet of the templates that explains their columns: read by people, skipped by the import. */
export const INSTRUCTIONS_SHEET = 'Istruzioni';

export const ASSET_STATE_CHOICES: readonly ImportChoice[] = [
  { code: 'charged', labels: ['In carico', 'Carico', 'Caricato'] },
  { code: 'inProposal', labels: ['In proposta di scarico', 'In proposta'] },
  { code: 'discharged', labels: ['Scaricato', 'Scarico'] },
];

export const PROPOSAL_STATE_CHOICES: readonly ImportChoice[] = [
  { code: 'toConfirm', labels: ['Da confermare'] },
  { code: 'confirmed', labels: ['Confermata'] },
];

/** Art. 33: a discharge's measure states that nobody is liable for the loss, or that someone must make it good. */
export const LIABILITY_CHOICES: readonly ImportChoice[] = [
  { code: 'nobody', labels: ['Nessuno', 'Nessun responsabile'] },
  { code: 'liable', labels: ['Responsabile', 'Con responsabile'] },
];

export const VENDOR_TYPE_CHOICES: readonly ImportChoice[] = [
  { code: 'G', labels: ['Persona giuridica', 'Giuridica', 'Ditta', 'Società'] },
  { code: 'F', labels: ['Persona fisica', 'Fisica'] },
];

const assetDetailColumns = [
  text('serialNumber', 'Numero di serie', 100, { aliases: ['Matricola', 'Serial number'] }),
  text('brand', 'Marca', 100, { aliases: ['Marca e modello', 'Brand'] }),
  text('chassis', 'Telaio', 100),
  text('licensePlate', 'Targa', 20),
  text('editor', 'Editore', 200),
  text('author', 'Autore', 200),
  text('barcode', 'Codice a barre', 100, { aliases: ['Barcode', 'EAN'] }),
  text('originalInventoryNumber', 'Numero inventario originale', 50, {
    aliases: ['N. inventario originale', 'Vecchio numero inventario'],
  }),
  text('notes', 'Note', 2000, { aliases: ['Notes'] }),
] satisfies ImportColumn[];

/** Types 1 and 3: a school's whole inventory, a workbook or a zip of one CSV file per sheet. */
export const WHOLE_INVENTORY_SHEETS: readonly ImportSheet[] = [
  {
    key: 'sites',
    name: 'Sedi',
    aliases: ['Sites', 'Plessi'],
    columns: [
      code('code', 'Codice', 20, { ...required, aliases: ['Codice sede'] }),
      text('description', 'Descrizione', 200, required),
      text('address', 'Indirizzo', 200),
      text('city', 'Comune', 100, { aliases: ['Città'] }),
    ],
  },
  {
    key: 'subConsignees',
    name: 'Subconsegnatari',
    aliases: ['Sub-consegnatari', 'Sub consegnatari'],
    optional: true,
    columns: [
      text('description', 'Nominativo', 200, { ...required, aliases: ['Cognome e nome', 'Descrizione'] }),
      code('fiscalCode', 'Codice fiscale', 16),
      text('notes', 'Note', 1000),
    ],
  },
  {
    key: 'locations',
    name: 'Ubicazioni',
    aliases: ['Locations', 'Locali'],
    columns: [
      code('siteCode', 'Codice sede', 20, required),
      code('code', 'Codice', 20, { ...required, aliases: ['Codice ubicazione'] }),
      text('description', 'Descrizione', 200, required),
      text('roomNumber', 'Numero stanza', 20, { aliases: ['Stanza'] }),
      text('floorNumber', 'Piano', 20),
      text('subConsignee', 'Subconsegnatario', 200, { aliases: ['Sub-consegnatario'] }),
      text('notes', 'Note', 1000),
      { key: 'active', header: 'Attiva', kind: 'yesNo' },
    ],
  },
  {
    key: 'subcategories',
    name: 'Sottocategorie',
    aliases: ['Subcategories'],
    columns: [
      { key: 'register', header: 'Registro', kind: 'choice', choices: REGISTER_CHOICES, required: true },
      code('categoryCode', 'Categoria', 20, { ...required, aliases: ['Codice categoria'] }),
      text('categoryDescription', 'Descrizione categoria', 200),
      code('code', 'Codice', 20, { ...required, aliases: ['Codice sottocategoria', 'Sottocategoria'] }),
      text('description', 'Descrizione', 200, required),
      { key: 'rate', header: 'Aliquota %', kind: 'percent', aliases: ['Aliquota', 'Aliquota ammortamento'] },
      { key: 'rateFromYear', header: 'Aliquota dal', kind: 'integer', aliases: ["Aliquota dall'anno"] },
      code('aggregationCode', 'Aggregazione', 20, { aliases: ['Aggregazione modello K'] }),
    ],
  },
  {
    key: 'creditors',
    name: 'Fornitori',
    aliases: ['Creditori', 'Creditors', 'Suppliers'],
    optional: true,
    columns: [
      code('code', 'Codice', 50, { ...required, aliases: ['Codice fornitore'] }),
      { key: 'vendorType', header: 'Tipo', kind: 'choice', choices: VENDOR_TYPE_CHOICES, required: true },
      text('businessName', 'Ragione sociale', 200, { aliases: ['Denominazione'] }),
      text('surname', 'Cognome', 100),
      text('name', 'Nome', 100),
      code('vatNumber', 'Partita IVA', 20, { aliases: ['P. IVA', 'P.IVA'] }),
      code('fiscalCode', 'Codice fiscale', 20),
    ],
  },
  {
    key: 'years',
    name: 'Esercizi',
    aliases: ['Esercizi finanziari', 'Anni'],
    columns: [
      { key: 'year', header: 'Anno', kind: 'integer', required: true },
      { key: 'startDate', header: 'Data inizio', kind: 'date', required: true },
      { key: 'endDate', header: 'Data fine', kind: 'date' },
      { key: 'state', header: 'Stato', kind: 'choice', choices: YEAR_STATE_CHOICES, required: true },
    ],
  },
  {
    key: 'universalities',
    name: 'Universalità',
    aliases: ['Universalita', 'Universalities'],
    optional: true,
    columns: [
      code('code', 'Codice', 50, required),
      text('description', 'Descrizione', ASSET_DESCRIPTION_MAX, required),
      { key: 'register', header: 'Registro', kind: 'choice', choices: REGISTER_CHOICES },
      { key: 'inventoryNumber', header: 'Numero inventario', kind: 'integer' },
    ],
  },
  {
    key: 'assets',
    name: 'Beni',
    aliases: ['Assets', 'Cespiti'],
    columns: [
      code('code', 'Codice bene', 50, { ...required, aliases: ['Id bene', 'Codice'] }),
      { key: 'register', header: 'Registro', kind: 'choice', choices: REGISTER_CHOICES, required: true },
      { key: 'inventoryNumber', header: 'Numero inventario', kind: 'integer', aliases: ['N. inventario'] },
      {
        key: 'durableNumber',
        header: 'Numero facile consumo',
        kind: 'integer',
        aliases: ['N. facile consumo'],
      },
      text('description', 'Descrizione', ASSET_DESCRIPTION_MAX, required),
      code('categoryCode', 'Categoria', 20, required),
      code('subcategoryCode', 'Sottocategoria', 20, required),
      code('siteCode', 'Codice sede', 20),
      code('locationCode', 'Codice ubicazione', 20),
      { key: 'quantity', header: 'Quantità', kind: 'integer', aliases: ['Quantita'] },
      { key: 'historicalValue', header: 'Valore storico', kind: 'amount', required: true },
      { key: 'actualValue', header: 'Valore attuale', kind: 'amount', required: true },
      { key: 'originalValue', header: 'Valore originale', kind: 'amount' },
      { key: 'purchaseDate', header: 'Data acquisto', kind: 'date' },
      { key: 'chargeDate', header: 'Data carico', kind: 'date' },
      { key: 'state', header: 'Stato', kind: 'choice', choices: ASSET_STATE_CHOICES, required: true },
      code('universalityCode', 'Universalità', 50, { aliases: ['Codice universalità'] }),
      ...assetDetailColumns,
    ],
  },
  {
    key: 'movements',
    name: 'Movimenti',
    aliases: ['Buoni', 'Movements'],
    columns: [
      { key: 'kind', header: 'Tipo', kind: 'choice', choices: MOVEMENT_KIND_CHOICES, required: true },
      { key: 'year', header: 'Anno', kind: 'integer', required: true },
      { key: 'number', header: 'Numero', kind: 'integer', required: true },
      { key: 'date', header: 'Data', kind: 'date', required: true },
      code('causal', 'Causale', 20),
      code('voucherType', 'Tipo variazione', 20),
      code('creditorCode', 'Codice fornitore', 50, { aliases: ['Fornitore'] }),
      text('documentType', 'Tipo documento', 50),
      text('documentNumber', 'Numero documento', 50),
      { key: 'documentDate', header: 'Data documento', kind: 'date' },
      text('deliveryNumber', 'Numero DDT', 50, { aliases: ['Numero consegna'] }),
      { key: 'deliveryDate', header: 'Data DDT', kind: 'date', aliases: ['Data consegna'] },
      text('orderNumber', 'Numero ordine', 50),
      { key: 'orderDate', header: 'Data ordine', kind: 'date' },
      text('debtorName', 'Destinatario', 255, { aliases: ['Debitore'] }),
      text('administrationName', 'Amministrazione', 200),
      { key: 'liability', header: 'Responsabilità', kind: 'choice', choices: LIABILITY_CHOICES },
      text('liableParty', 'Responsabile', 200),
      { key: 'proposalState', header: 'Stato proposta', kind: 'choice', choices: PROPOSAL_STATE_CHOICES },
      { key: 'progressive', header: 'Progressivo', kind: 'integer' },
      { key: 'protocolDate', header: 'Data protocollo', kind: 'date' },
      text('protocolNumber', 'Numero protocollo', 50),
      text('proposals', 'Proposte', 2000, { aliases: ['Proposte di scarico'] }),
      code('aggregationCode', 'Aggregazione', 20),
      text('notes', 'Note', 2000),
    ],
  },
  {
    key: 'lines',
    name: 'Righe',
    aliases: ['Righe movimenti', 'Lines'],
    columns: [
      { key: 'kind', header: 'Tipo', kind: 'choice', choices: MOVEMENT_KIND_CHOICES, required: true },
      { key: 'year', header: 'Anno', kind: 'integer', required: true },
      { key: 'number', header: 'Numero', kind: 'integer', required: true },
      code('assetCode', 'Codice bene', 50, required),
      { key: 'value', header: 'Valore', kind: 'amount', required: true },
      { key: 'variation', header: 'Variazione', kind: 'amount' },
    ],
  },
];

/** The columns a type-2 or type-4 row may carry: a good and the charge it came with. */
const chargeColumns = [
  { key: 'chargeDate', header: 'Data carico', kind: 'date', required: true },
  text('creditorName', 'Fornitore', 200, { aliases: ['Ragione sociale fornitore', 'Ditta'] }),
  code('creditorVatNumber', 'Partita IVA fornitore', 20, { aliases: ['P. IVA fornitore'] }),
  code('creditorFiscalCode', 'Codice fiscale fornitore', 20),
  text('documentType', 'Tipo documento', 50),
  text('documentNumber', 'Numero documento', 50, { aliases: ['Numero fattura'] }),
  { key: 'documentDate', header: 'Data documento', kind: 'date', aliases: ['Data fattura'] },
] satisfies ImportColumn[];

/** Type 2: goods under the threshold, charged into the durable registers. */
export const DURABLE_SHEETS: readonly ImportSheet[] = [
  {
    key: 'durables',
    name: 'Beni',
    aliases: ['Facile consumo', 'Beni di facile consumo'],
    columns: [
      text('description', 'Descrizione', ASSET_DESCRIPTION_MAX, required),
      { key: 'register', header: 'Registro', kind: 'choice', choices: REGISTER_CHOICES },
      code('categoryCode', 'Categoria', 20, required),
      code('subcategoryCode', 'Sottocategoria', 20, required),
      code('siteCode', 'Codice sede', 20),
      code('locationCode', 'Codice ubicazione', 20),
      { key: 'quantity', header: 'Quantità', kind: 'integer', aliases: ['Quantita'] },
      { key: 'unitPrice', header: 'Prezzo unitario', kind: 'amount', required: true, aliases: ['Prezzo'] },
      ...chargeColumns,
      ...assetDetailColumns,
    ],
  },
];

/**
 * Type 4: one row per good as another school product exports it. Its headers are the other
 * product's: the user says which column holds which of these fields (the column-mapping step).
 */
export const SCHOOL_SOFTWARE_FIELDS: readonly ImportColumn[] = [
  { key: 'inventoryNumber', header: 'Numero inventario', kind: 'integer', required: true },
  { key: 'register', header: 'Registro', kind: 'choice', choices: REGISTER_CHOICES },
  text('description', 'Descrizione', ASSET_DESCRIPTION_MAX, required),
  code('categoryCode', 'Categoria', 20, required),
  code('subcategoryCode', 'Sottocategoria', 20, required),
  text('site', 'Sede', 200, { aliases: ['Plesso'] }),
  text('location', 'Ubicazione', 200),
  { key: 'historicalValue', header: 'Valore storico', kind: 'amount', required: true },
  { key: 'actualValue', header: 'Valore attuale', kind: 'amount' },
  { key: 'quantity', header: 'Quantità', kind: 'integer', aliases: ['Qta'] },
  { key: 'purchaseDate', header: 'Data acquisto', kind: 'date' },
  ...chargeColumns,
  ...assetDetailColumns,
];

/** Type 4's one sheet: its fields under their own headers, as the template has them and the mapping writes them. */
export const SCHOOL_SOFTWARE_SHEET: ImportSheet = {
  key: 'assets',
  name: 'Beni',
  columns: SCHOOL_SOFTWARE_FIELDS,
};

export function sheetsOfType(type: ImportType): readonly ImportSheet[] {
  if (isWholeInventoryType(type)) return WHOLE_INVENTORY_SHEETS;
  if (type === IMPORT_TYPE.durable) return DURABLE_SHEETS;
  return [SCHOOL_SOFTWARE_SHEET];
}
