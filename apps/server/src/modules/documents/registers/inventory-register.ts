import type { LedgerHead } from '@inventario/shared/contracts/ledger';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import { fillTemplate } from '../pdf/fill-template.ts';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { headingText, type PrintSchool, schoolHeadingLines } from '../print-school.ts';
import { ledgerFooter } from './ledger-footer.ts';

/** One asset as the register prints it, with its values at the register's date. */
export interface InventoryRegisterAsset {
  inventoryNumber: number;
  description: string;
  quantity: number;
  categoryCode: string;
  subcategoryCode: string;
  /** Where the asset stood at the date, as the school names it (site and location); null when not placed. */
  location: string | null;
  /** ISO date of the charge that entered the asset. */
  chargeDate: string | null;
  /** The charge voucher (buono di carico) that entered it. */
  chargeVoucher: { number: number; year: number } | null;
  historicalValueCents: number;
  /** The value at the register's date, after depreciation and value vouchers. */
  actualValueCents: number;
  /** Status notes printed beside the asset, such as "in proposta di scarico". */
  notes: readonly string[];
}

export interface InventoryRegisterInput {
  school: PrintSchool;
  register: { description: string };
  /** ISO date the register is printed at ("Situazione al …"). */
  atDate: string;
  /** The register's assets, in inventory-number order. */
  assets: readonly InventoryRegisterAsset[];
  /** The head of the school's ledger of movements when printed, for the footer (none in samples). */
  ledgerHead?: LedgerHead | null;
}

export interface InventoryRegisterTotals {
  assets: number;
  quantity: number;
  historicalValueCents: number;
  actualValueCents: number;
}

export const INVENTORY_REGISTER_TYPE = 7;

/** The heading of every page, with the print templates' placeholders. */
const HEADING = {
  title: 'Registro di inventario — {REGISTRO}',
  date: 'Situazione al {DATAAL}',
};

const CARRIED_COLUMNS = { label: 3, historical: 7, actual: 8 };

/**
 * The columns of a school's inventory register: what D.I. 129/2018 art. 31 asks of each entry
 * (progressive number, date of entry, description, quantity, where it is, value), with the charge
 * voucher the asset came in by, its category and its actual value at the date.
 */
function registerColumns(atDate: string): ColumnSpec[] {
  return [
    { title: 'N. inv.', width: 38, align: 'right' },
    { title: 'Data carico', width: 50, align: 'center' },
    { title: 'Buono di carico', width: 44, align: 'center' },
    { title: 'Descrizione', width: { share: 3 } },
    { title: 'Cat./ Sottocat.', width: 44, align: 'center' },
    { title: 'Q.tà', width: 32, align: 'right' },
    { title: 'Ubicazione', width: { share: 2 } },
    { title: 'Valore storico', width: 70, align: 'right' },
    { title: `Valore attuale al ${formatDate(atDate)}`, width: 70, align: 'right' },
    { title: 'Note', width: { share: 1 } },
  ];
}

/** A count with the thousands grouped as amounts are (`10.000`), which Intl's Italian does not do for 4 digits. */
function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function assetRow(asset: InventoryRegisterAsset): TableRow {
  const voucher = asset.chargeVoucher ? `${asset.chargeVoucher.number}/${asset.chargeVoucher.year}` : '';
  return {
    cells: [
      String(asset.inventoryNumber),
      formatDate(asset.chargeDate),
      voucher,
      asset.description,
      `${asset.categoryCode}.${asset.subcategoryCode}`,
      formatCount(asset.quantity),
      asset.location ?? '',
      formatCents(asset.historicalValueCents),
      formatCents(asset.actualValueCents),
      asset.notes.join('; '),
    ],
    carried: [asset.historicalValueCents, asset.actualValueCents],
  };
}

/** The register's totals, in integer cents: they equal the sum of its lines exactly. */
export function inventoryRegisterTotals(assets: readonly InventoryRegisterAsset[]): InventoryRegisterTotals {
  const totals = { assets: assets.length, quantity: 0, historicalValueCents: 0, actualValueCents: 0 };
  for (const asset of assets) {
    totals.quantity += asset.quantity;
    totals.historicalValueCents += asset.historicalValueCents;
    totals.actualValueCents += asset.actualValueCents;
  }
  return totals;
}

function totalsRow(totals: InventoryRegisterTotals): TableRow {
  const assets = `${formatCount(totals.assets)} ${totals.assets === 1 ? 'bene' : 'beni'}`;
  const cells = ['', '', '', `Totale generale (${assets})`, '', formatCount(totals.quantity), ''];
  cells.push(formatCents(totals.historicalValueCents), formatCents(totals.actualValueCents), '');
  return { cells, kind: 'total' };
}

/** The print templates' variables of this register (spec 01 §3). */
export function inventoryRegisterVariables(input: InventoryRegisterInput): Record<string, string> {
  return {
    SCUOLA: headingText(input.school),
    REGISTRO: input.register.description,
    DATAAL: formatDate(input.atDate),
  };
}

/**
 * The register's rows: each asset's, then the grand totals (none for an empty register). They are
 * made as they are read, each time they are read (the layout reads them twice), so that a register of
 * 100,000 assets never holds 100,000 rows of formatted cells besides its assets.
 */
function registerRows(assets: readonly InventoryRegisterAsset[]): Iterable<TableRow> {
  const totals = inventoryRegisterTotals(assets);
  return {
    *[Symbol.iterator]() {
      for (const asset of assets) yield assetRow(asset);
      if (assets.length > 0) yield totalsRow(totals);
    },
  };
}

/**
 * The inventory register (document type 7) as a table document: every asset of the register in
 * inventory-number order with its values at the date, page totals carried forward, and the grand
 * totals at the end. Pure: the PDF is drawn from it by `renderInventoryRegister`.
 */
export function buildInventoryRegister(input: InventoryRegisterInput): TableDocument<Iterable<TableRow>> {
  const variables = inventoryRegisterVariables(input);
  const assets = input.assets.toSorted((a, b) => a.inventoryNumber - b.inventoryNumber);
  return {
    page: { size: 'A4', orientation: 'landscape', margins: { top: 28, right: 28, bottom: 22, left: 28 } },
    heading: [
      ...schoolHeadingLines(input.school),
      { text: fillTemplate(HEADING.title, variables), style: 'bold', size: 12, align: 'center' },
      { text: fillTemplate(HEADING.date, variables), size: 9, align: 'center' },
    ],
    columns: registerColumns(input.atDate),
    rows: registerRows(assets),
    emptyMessage: `Nessun bene iscritto nel registro alla data del ${variables.DATAAL}.`,
    footer: ledgerFooter(input.ledgerHead),
    carryForward: {
      columns: [CARRIED_COLUMNS.historical, CARRIED_COLUMNS.actual],
      labelColumn: CARRIED_COLUMNS.label,
      broughtForwardLabel: 'Riporto',
      carriedForwardLabel: 'A riportare',
      format: formatCents,
    },
  };
}
