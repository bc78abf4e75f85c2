import type { WorkbookRow } from '../templates/workbook-cells.ts';
import type { ExportRows } from './school-export.repo.ts';

/**
 * The school's rows as the type-1 format writes them (amounts in cents, ISO dates, choices by code:
 * what the cell readers give back), so that importing the export into an empty school gives the
 * same registers. Goods, creditors and universalities are named by their ids (`B12`, `F3`, `U4`); a
 * voucher's debtor and administration by their names, which the import finds or creates them by.
 */

const YEAR_STATES: Record<number, string> = {
  1: 'open',
  2: 'closed',
  3: 'closedWithDepreciation',
  4: 'imported',
};
const ASSET_STATES: Record<number, string> = { 2: 'charged', 3: 'inProposal', 4: 'discharged' };
const MOVEMENT_KINDS: Record<number, string> = {
  1: 'charge',
  2: 'discharge',
  3: 'proposal',
  5: 'decrease',
  6: 'increase',
};

const cents = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const assetCode = (id: unknown) => `B${id}`;
const creditorCode = (id: unknown) => `F${id}`;
const universalityCode = (id: unknown) => `U${id}`;

function kindOf(type: unknown): string {
  const kind = MOVEMENT_KINDS[Number(type)];
  if (!kind) throw new Error(`movement type ${type} is not exported`);
  return kind;
}

function assetRow(a: Record<string, unknown>): WorkbookRow {
  return {
    code: assetCode(a.id),
    register: a.register as string,
    inventoryNumber: a.inventory_number as number | null,
    durableNumber: a.durable_number as number | null,
    description: a.description as string,
    categoryCode: a.category_code as string,
    subcategoryCode: a.subcategory_code as string,
    siteCode: a.site_code as string | null,
    locationCode: a.location_code as string | null,
    quantity: a.quantity as number,
    historicalValue: cents(a.historical),
    actualValue: cents(a.actual),
    originalValue: cents(a.original),
    purchaseDate: a.purchase_date as string | null,
    chargeDate: a.charge_date as string | null,
    state: ASSET_STATES[Number(a.status)] ?? null,
    universalityCode: a.universality_id ? universalityCode(a.universality_id) : null,
    serialNumber: a.serial_number as string | null,
    brand: a.brand as string | null,
    chassis: a.chassis as string | null,
    licensePlate: a.license_plate as string | null,
    editor: a.editor as string | null,
    author: a.author as string | null,
    barcode: a.barcode as string | null,
    originalInventoryNumber: a.original_inventory_number as string | null,
    notes: a.notes as string | null,
  };
}

function movementRow(m: Record<string, unknown>): WorkbookRow {
  const status = m.status as number | null;
  return {
    kind: kindOf(m.type),
    year: m.year as number,
    number: m.number as number,
    date: m.date as string,
    causal: m.causal as string | null,
    voucherType: m.voucher_type as string | null,
    creditorCode: m.creditor_id ? creditorCode(m.creditor_id) : null,
    documentType: m.document_type as string | null,
    documentNumber: m.document_number as string | null,
    documentDate: m.document_date as string | null,
    deliveryNumber: m.delivery_number as string | null,
    deliveryDate: m.delivery_date as string | null,
    orderNumber: m.order_number as string | null,
    orderDate: m.order_date as string | null,
    debtorName: m.debtor_name as string | null,
    administrationName: m.administration_name as string | null,
    liability: m.liability as string | null,
    liableParty: m.liable_party as string | null,
    proposalState: m.type === 3 ? (status === 2 ? 'confirmed' : 'toConfirm') : null,
    progressive: m.progressive as number | null,
    protocolDate: m.protocol_date as string | null,
    protocolNumber: m.protocol_number as string | null,
    proposals: m.proposals as string | null,
    aggregationCode: m.aggregation_code as string | null,
    notes: m.notes as string | null,
  };
}

/** The rows of each sheet, by the sheet's key in `WHOLE_INVENTORY_SHEETS`. */
export function exportSheetRows(rows: ExportRows): Record<string, WorkbookRow[]> {
  return {
    sites: rows.sites.map((s) => ({ ...s })),
    subConsignees: rows.subConsignees.map((p) => ({
      description: p.description,
      fiscalCode: p.fiscal_code,
      notes: p.notes,
    })),
    locations: rows.locations.map((l) => ({
      siteCode: l.site_code,
      code: l.code,
      description: l.description,
      roomNumber: l.room_number,
      floorNumber: l.floor_number,
      subConsignee: l.sub_consignee,
      notes: l.notes,
      active: l.active,
    })),
    subcategories: rows.subcategories.map((s) => ({
      register: s.register,
      categoryCode: s.category_code,
      categoryDescription: s.category_description,
      code: s.code,
      description: s.description,
      rate: s.percent === null ? null : Number(s.percent),
      rateFromYear: s.valid_from_year,
      aggregationCode: s.aggregation_code,
    })),
    creditors: rows.creditors.map((c) => ({
      code: creditorCode(c.id),
      vendorType: c.vendor_type,
      businessName: c.business_name,
      surname: c.surname,
      name: c.name,
      vatNumber: c.vat_number,
      fiscalCode: c.fiscal_code,
    })),
    years: rows.years.map((y) => ({
      year: y.year,
      startDate: y.start_date,
      endDate: y.end_date,
      state: YEAR_STATES[y.status] ?? null,
    })),
    universalities: rows.universalities.map((u) => ({
      code: universalityCode(u.id),
      description: u.description,
      register: u.register,
      inventoryNumber: u.inventory_number,
    })),
    assets: rows.assets.map(assetRow),
    movements: rows.movements.map(movementRow),
    lines: rows.lines.map((l) => ({
      kind: kindOf(l.type),
      year: l.year,
      number: l.number,
      assetCode: assetCode(l.asset_id),
      value: cents(l.value_cents),
      variation: cents(l.variation_cents),
    })),
  };
}
