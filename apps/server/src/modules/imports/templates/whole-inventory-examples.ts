import type { WorkbookRow } from './workbook-cells.ts';

/**
 * The example rows of the types 1 and 3 template: a small school that passes the validator's checks
 * together (the template's test validates them), so that each sheet shows how it refers to the
 * others. Amounts in cents, dates ISO, choices by code: the values the cell readers give back.
 *
 * The story: in 2024 (closed) two PCs and a printer come from one invoice, a teacher's desk and two
 * pupils' desks (a universality) from another; in 2025 (open) an encyclopaedia is donated, a PC is
 * stolen (proposal, then discharge) and the other gets more memory (an increase of value).
 */

const sites: WorkbookRow[] = [
  {
    code: '01',
    description: 'Sede centrale "Galileo Galilei"',
    address: 'Via Giuseppe Verdi 15',
    city: 'Padova',
  },
];

const subConsignees: WorkbookRow[] = [
  {
    description: 'Bianchi Laura',
    fiscalCode: 'BNCLRA80A41G224F',
    notes: 'Docente responsabile del laboratorio di informatica',
  },
];

const locations: WorkbookRow[] = [
  {
    siteCode: '01',
    code: '001',
    description: 'Laboratorio di informatica',
    roomNumber: '12',
    floorNumber: '1',
    subConsignee: 'Bianchi Laura',
    active: true,
  },
  { siteCode: '01', code: '002', description: 'Aula 2B', roomNumber: '21', floorNumber: '2', active: true },
];

const subcategories: WorkbookRow[] = [
  {
    register: 'movable',
    categoryCode: '01',
    categoryDescription: 'Mobili e arredi',
    code: '02',
    description: 'Mobili e arredi per aule, laboratori e locali specifici',
    rate: 10,
    rateFromYear: 2022,
    aggregationCode: 'K01',
  },
  {
    register: 'movable',
    categoryCode: '03',
    categoryDescription: 'Hardware',
    code: '01',
    description: 'Personal computer, server e periferiche',
    rate: 25,
    rateFromYear: 2022,
    aggregationCode: 'K03',
  },
  {
    register: 'books',
    categoryCode: '01',
    categoryDescription: 'Libri e materiale bibliografico',
    code: '01',
    description: 'Libri',
    rate: 5,
    rateFromYear: 2022,
    aggregationCode: 'K04',
  },
];

const creditors: WorkbookRow[] = [
  {
    code: 'F001',
    vendorType: 'G',
    businessName: 'Informatica Veneta S.r.l.',
    vatNumber: '02897650285',
    fiscalCode: '02897650285',
  },
  {
    code: 'F002',
    vendorType: 'G',
    businessName: 'Arredi Scolastici Nord S.p.A.',
    vatNumber: '03123456786',
    fiscalCode: '03123456786',
  },
  { code: 'F003', vendorType: 'F', surname: 'Verdi', name: 'Paolo', fiscalCode: 'VRDPLA72C15L736H' },
];

const years: WorkbookRow[] = [
  { year: 2024, startDate: '2024-01-01', endDate: '2024-12-31', state: 'closed' },
  { year: 2025, startDate: '2025-01-01', state: 'open' },
];

const universalities: WorkbookRow[] = [
  { code: 'U01', description: 'Arredo aula 2B: banchi monoposto', register: 'movable', inventoryNumber: 4 },
];

const computer = {
  register: 'movable',
  description: 'Personal computer desktop Intel Core i5, 16 GB RAM, SSD 512 GB',
  categoryCode: '03',
  subcategoryCode: '01',
  siteCode: '01',
  locationCode: '001',
  quantity: 1,
  historicalValue: 85_000,
  purchaseDate: '2024-03-10',
  chargeDate: '2024-03-15',
  brand: 'HP ProDesk 400 G9',
} as const;

const desk = {
  register: 'movable',
  description: 'Banco monoposto con sedia, piano 70x50 cm',
  categoryCode: '01',
  subcategoryCode: '02',
  siteCode: '01',
  locationCode: '002',
  quantity: 1,
  historicalValue: 14_500,
  actualValue: 14_500,
  purchaseDate: '2024-09-02',
  chargeDate: '2024-09-05',
  state: 'charged',
  universalityCode: 'U01',
  inventoryNumber: 4,
} as const;

const assets: WorkbookRow[] = [
  {
    code: 'B0001',
    inventoryNumber: 1,
    ...computer,
    actualValue: 100_000,
    state: 'charged',
    serialNumber: 'CZC4123ABC',
    notes: 'RAM portata a 32 GB nel 2025',
  },
  {
    code: 'B0002',
    inventoryNumber: 2,
    ...computer,
    actualValue: 85_000,
    state: 'discharged',
    serialNumber: 'CZC4123ABD',
  },
  {
    code: 'B0003',
    register: 'movable',
    inventoryNumber: 3,
    description: 'Cattedra docente in laminato con cassettiera',
    categoryCode: '01',
    subcategoryCode: '02',
    siteCode: '01',
    locationCode: '002',
    quantity: 1,
    historicalValue: 32_000,
    actualValue: 32_000,
    purchaseDate: '2024-09-02',
    chargeDate: '2024-09-05',
    state: 'charged',
  },
  { code: 'B0004', ...desk },
  { code: 'B0005', ...desk },
  {
    code: 'B0006',
    register: 'movable',
    durableNumber: 1,
    description: 'Stampante laser monocromatica A4',
    categoryCode: '03',
    subcategoryCode: '01',
    siteCode: '01',
    locationCode: '001',
    quantity: 1,
    historicalValue: 18_900,
    actualValue: 18_900,
    purchaseDate: '2024-03-10',
    chargeDate: '2024-03-15',
    state: 'charged',
    brand: 'Brother HL-L2350DW',
  },
  {
    code: 'B0007',
    register: 'books',
    inventoryNumber: 1,
    description: 'Enciclopedia Treccani, 12 volumi',
    categoryCode: '01',
    subcategoryCode: '01',
    siteCode: '01',
    locationCode: '002',
    quantity: 1,
    historicalValue: 60_000,
    actualValue: 60_000,
    chargeDate: '2025-01-20',
    state: 'charged',
    editor: 'Istituto della Enciclopedia Italiana',
    author: 'AA.VV.',
  },
];

const movements: WorkbookRow[] = [
  {
    kind: 'charge',
    year: 2024,
    number: 1,
    date: '2024-03-15',
    causal: 'ACQ',
    creditorCode: 'F001',
    documentType: 'Fattura',
    documentNumber: '125/2024',
    documentDate: '2024-03-10',
    deliveryNumber: 'DDT 88',
    deliveryDate: '2024-03-12',
    orderNumber: 'ORD-2024-017',
    orderDate: '2024-02-20',
  },
  {
    kind: 'charge',
    year: 2024,
    number: 2,
    date: '2024-09-05',
    causal: 'ACQ',
    creditorCode: 'F002',
    documentType: 'Fattura',
    documentNumber: 'FT-2024-0398',
    documentDate: '2024-09-02',
  },
  {
    kind: 'charge',
    year: 2025,
    number: 1,
    date: '2025-01-20',
    causal: 'DON',
    creditorCode: 'F003',
    documentType: 'Lettera di donazione',
    documentDate: '2025-01-15',
  },
  {
    kind: 'proposal',
    year: 2025,
    number: 1,
    date: '2025-02-10',
    causal: 'FUR',
    proposalState: 'confirmed',
    progressive: 1,
    protocolDate: '2025-02-10',
    protocolNumber: '512/VI.3',
    notes: 'Furto denunciato ai Carabinieri il 07/02/2025',
  },
  {
    kind: 'discharge',
    year: 2025,
    number: 1,
    date: '2025-02-20',
    causal: 'FUR',
    protocolDate: '2025-02-20',
    protocolNumber: '601/VI.3',
    proposals: '2025/1',
    liability: 'nobody',
  },
  {
    kind: 'increase',
    year: 2025,
    number: 1,
    date: '2025-03-14',
    voucherType: 'MST',
    notes: 'Ampliamento RAM',
  },
];

const line = (kind: string, year: number, number: number, assetCode: string, value: number) => ({
  kind,
  year,
  number,
  assetCode,
  value,
});

const lines: WorkbookRow[] = [
  line('charge', 2024, 1, 'B0001', 85_000),
  line('charge', 2024, 1, 'B0002', 85_000),
  line('charge', 2024, 1, 'B0006', 18_900),
  line('charge', 2024, 2, 'B0003', 32_000),
  line('charge', 2024, 2, 'B0004', 14_500),
  line('charge', 2024, 2, 'B0005', 14_500),
  line('charge', 2025, 1, 'B0007', 60_000),
  line('proposal', 2025, 1, 'B0002', 85_000),
  line('discharge', 2025, 1, 'B0002', 85_000),
  { ...line('increase', 2025, 1, 'B0001', 85_000), variation: 15_000 },
];

/** By sheet key, as `WHOLE_INVENTORY_SHEETS` names them. */
export const WHOLE_INVENTORY_EXAMPLES: Readonly<Record<string, readonly WorkbookRow[]>> = {
  sites,
  subConsignees,
  locations,
  subcategories,
  creditors,
  years,
  universalities,
  assets,
  movements,
  lines,
};
