import type { RegisterKind } from '../../contracts/catalogue.ts';

/**
 * What a valid file asks to be imported, whatever its type: the places, lists and catalogue entries
 * it names (mapped onto the school's own before anything is written), the years, the goods and the
 * vouchers with their lines. `row` is where each came from in the file, for the report.
 */

export type MovementKind = 'charge' | 'discharge' | 'proposal' | 'decrease' | 'increase';
export type PlannedAssetState = 'charged' | 'inProposal' | 'discharged';
export type PlannedLiability = 'nobody' | 'liable';
export type PlannedYearState = 'open' | 'closed' | 'closedWithDepreciation' | 'imported';

export interface PlannedSite {
  row: number;
  code: string;
  description: string;
  address: string | null;
  city: string | null;
}

export interface PlannedSubConsignee {
  row: number;
  description: string;
  fiscalCode: string | null;
  notes: string | null;
}

export interface PlannedLocation {
  row: number;
  siteCode: string;
  code: string;
  description: string;
  roomNumber: string | null;
  floorNumber: string | null;
  subConsignee: string | null;
  notes: string | null;
  active: boolean;
}

export interface PlannedRate {
  fromYear: number | null;
  percent: number;
}

/** A subcategory, named by its register, its category's code and its own code. */
export interface PlannedSubcategory {
  row: number;
  register: RegisterKind;
  categoryCode: string;
  categoryDescription: string | null;
  code: string;
  description: string;
  rates: PlannedRate[];
  aggregationCode: string | null;
}

export interface PlannedCreditor {
  row: number;
  code: string;
  vendorType: 'G' | 'F';
  businessName: string | null;
  surname: string | null;
  name: string | null;
  vatNumber: string | null;
  fiscalCode: string | null;
}

export interface PlannedYear {
  row: number;
  year: number;
  startDate: string;
  endDate: string | null;
  state: PlannedYearState;
}

export interface PlannedUniversality {
  row: number;
  code: string;
  description: string;
  register: RegisterKind | null;
  inventoryNumber: number | null;
}

export interface AssetDetails {
  serialNumber: string | null;
  brand: string | null;
  chassis: string | null;
  licensePlate: string | null;
  editor: string | null;
  author: string | null;
  barcode: string | null;
  originalInventoryNumber: string | null;
  notes: string | null;
}

export interface PlannedAsset extends AssetDetails {
  row: number;
  code: string;
  register: RegisterKind;
  assetClass: 'inventory' | 'durable';
  /** Null for a type-2 good, numbered at the import from the school's durable counter. */
  inventoryNumber: number | null;
  durableNumber: number | null;
  description: string;
  categoryCode: string;
  subcategoryCode: string;
  siteCode: string | null;
  locationCode: string | null;
  quantity: number;
  historicalCents: number;
  actualCents: number;
  originalCents: number | null;
  purchaseDate: string | null;
  chargeDate: string | null;
  state: PlannedAssetState;
  universalityCode: string | null;
}

export interface PlannedLine {
  row: number;
  assetCode: string;
  valueCents: number;
  variationCents: number | null;
}

/** A voucher; `number` null when the file has none (types 2 and 4): numbered at the import. */
export interface PlannedMovement {
  row: number;
  kind: MovementKind;
  year: number;
  number: number | null;
  date: string;
  causal: string | null;
  voucherType: string | null;
  creditorCode: string | null;
  documentType: string | null;
  documentNumber: string | null;
  documentDate: string | null;
  /** Charges: the delivery note (DDT) and the order the goods came with. */
  deliveryNumber: string | null;
  deliveryDate: string | null;
  orderNumber: string | null;
  orderDate: string | null;
  /** Discharges: where the goods go, a debtor of the school by its name (`displayName`). */
  debtorName: string | null;
  /** Charges, discharges and value vouchers: the public administration, by its description. */
  administrationName: string | null;
  /** Discharges (art. 33): nobody is liable for the loss, or `liableParty` must make it good. */
  liability: PlannedLiability | null;
  liableParty: string | null;
  proposalState: 'toConfirm' | 'confirmed' | null;
  progressive: number | null;
  protocolDate: string | null;
  protocolNumber: string | null;
  /** A discharge's proposals, by year and number. */
  proposals: { year: number; number: number }[];
  aggregationCode: string | null;
  notes: string | null;
  lines: PlannedLine[];
}

/** A voucher of a kind with nothing but its date and lines: what a plan fills in is given in `fields`. */
export function plannedMovement(
  fields: Pick<PlannedMovement, 'row' | 'kind' | 'date' | 'lines'> & Partial<PlannedMovement>,
): PlannedMovement {
  return {
    year: Number(fields.date.slice(0, 4)),
    number: null,
    causal: null,
    voucherType: null,
    creditorCode: null,
    documentType: null,
    documentNumber: null,
    documentDate: null,
    deliveryNumber: null,
    deliveryDate: null,
    orderNumber: null,
    orderDate: null,
    debtorName: null,
    administrationName: null,
    liability: null,
    liableParty: null,
    proposalState: null,
    progressive: null,
    protocolDate: null,
    protocolNumber: null,
    proposals: [],
    aggregationCode: null,
    notes: null,
    ...fields,
  };
}

export interface ImportPlan {
  sites: PlannedSite[];
  subConsignees: PlannedSubConsignee[];
  locations: PlannedLocation[];
  subcategories: PlannedSubcategory[];
  creditors: PlannedCreditor[];
  years: PlannedYear[];
  universalities: PlannedUniversality[];
  assets: PlannedAsset[];
  movements: PlannedMovement[];
}

export const emptyPlan = (): ImportPlan => ({
  sites: [],
  subConsignees: [],
  locations: [],
  subcategories: [],
  creditors: [],
  years: [],
  universalities: [],
  assets: [],
  movements: [],
});

/** How a voucher is named in messages and keys: `charge 2026/12`. */
export const movementKey = (kind: MovementKind, year: number, number: number | null) =>
  `${kind} ${year}/${number ?? '-'}`;

export const subcategoryKey = (s: { register: string; categoryCode: string; code: string }) =>
  `${s.register}|${s.categoryCode}|${s.code}`;

export const locationKey = (l: { siteCode: string; code: string }) => `${l.siteCode}|${l.code}`;
