import type { WorkbookRow } from './workbook-cells.ts';

/**
 * The example rows of the one-sheet templates (types 2 and 4): goods of two charges, each charge
 * told apart by its date, supplier and document as the import forms them. Codes are the default
 * catalogue's (`default-subcategories.json`), which a school's own subcategories start from.
 */

const stationer = {
  creditorName: 'Cartoleria Centrale S.n.c.',
  creditorVatNumber: '04567123098',
  documentType: 'Fattura',
  documentNumber: '87/2025',
  documentDate: '2025-09-10',
  chargeDate: '2025-09-12',
} as const;

const furnisher = {
  creditorName: 'Arredi Scolastici Nord S.p.A.',
  creditorVatNumber: '03123456786',
  documentType: 'Fattura',
} as const;

/** Type 2: durable goods, each under 200 €. */
export const DURABLE_EXAMPLES: readonly WorkbookRow[] = [
  {
    description: 'Calcolatrice scientifica',
    register: 'movable',
    categoryCode: '02',
    subcategoryCode: '01',
    siteCode: '01',
    locationCode: '002',
    quantity: 10,
    unitPrice: 1_890,
    ...stationer,
    brand: 'Casio fx-350ES Plus',
  },
  {
    description: 'Cucitrice da tavolo a pinza',
    register: 'movable',
    categoryCode: '02',
    subcategoryCode: '01',
    siteCode: '01',
    locationCode: '001',
    quantity: 5,
    unitPrice: 1_290,
    ...stationer,
  },
  {
    description: 'Lavagna bianca magnetica 90x120 cm',
    register: 'movable',
    categoryCode: '01',
    subcategoryCode: '02',
    siteCode: '01',
    locationCode: '002',
    quantity: 1,
    unitPrice: 14_500,
    chargeDate: '2025-10-03',
    ...furnisher,
    documentNumber: 'FT-2025-1102',
    documentDate: '2025-10-01',
  },
];

const computerShop = {
  creditorName: 'Informatica Veneta S.r.l.',
  creditorVatNumber: '02897650285',
  documentType: 'Fattura',
  documentNumber: '45/2023',
  documentDate: '2023-02-20',
  purchaseDate: '2023-02-20',
  chargeDate: '2023-03-01',
} as const;

/** Type 4: another product's inventory, one row per good. */
export const SCHOOL_SOFTWARE_EXAMPLES: readonly WorkbookRow[] = [
  {
    inventoryNumber: 1,
    register: 'movable',
    description: 'Notebook 14 pollici, 16 GB RAM, SSD 512 GB',
    categoryCode: '03',
    subcategoryCode: '01',
    site: 'Sede centrale',
    location: 'Laboratorio linguistico',
    historicalValue: 72_000,
    actualValue: 36_000,
    quantity: 1,
    ...computerShop,
    serialNumber: 'PF4XK21Z',
    brand: 'Lenovo ThinkPad E14',
  },
  {
    inventoryNumber: 2,
    register: 'movable',
    description: 'Videoproiettore WXGA 3.600 lumen',
    categoryCode: '03',
    subcategoryCode: '03',
    site: 'Sede centrale',
    location: 'Aula magna',
    historicalValue: 48_000,
    actualValue: 24_000,
    quantity: 1,
    ...computerShop,
    brand: 'Epson EB-W49',
  },
  {
    inventoryNumber: 3,
    register: 'movable',
    description: 'Armadio metallico a due ante con serratura',
    categoryCode: '01',
    subcategoryCode: '01',
    site: 'Sede centrale',
    location: 'Segreteria',
    historicalValue: 26_000,
    actualValue: 20_800,
    quantity: 1,
    purchaseDate: '2023-05-08',
    chargeDate: '2023-05-10',
    ...furnisher,
    documentNumber: 'FT-2023-0211',
    documentDate: '2023-05-08',
    notes: 'Archivio del personale',
  },
];
