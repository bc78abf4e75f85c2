import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { assetCount, type ListRegister, type ListSchool, listDocument, sparseRow } from './list-document.ts';

/** The charge voucher an asset came in by, with the supplier's papers it cites. */
export interface CreditorVoucher {
  number: number;
  year: number;
  date: string;
  delivery: { number: string | null; date: string | null } | null;
  invoice: { type: string | null; number: string | null; date: string | null } | null;
}

/** One asset charged from the supplier. */
export interface CreditorAsset {
  voucher: CreditorVoucher;
  assetClass: 'inventory' | 'durable';
  /** Inventory number of an inventory asset, durable number of a durable one. */
  number: number | null;
  description: string;
  historicalValueCents: number;
}

export interface AssetsByCreditorInput {
  school: ListSchool;
  creditor: { description: string };
  fromDate: string;
  toDate: string;
  /** The one register listed, when the print is limited to one. */
  register?: ListRegister;
  /** In voucher order (date, year, number), each voucher's assets together. */
  assets: readonly CreditorAsset[];
}

const COLUMNS: ColumnSpec[] = [
  { title: 'Buono di carico', width: 52, align: 'center' },
  { title: 'Data buono', width: 52, align: 'center' },
  { title: 'Documenti', width: { share: 2 } },
  { title: 'N. inv.', width: 40, align: 'right' },
  { title: 'N. dur.', width: 40, align: 'right' },
  { title: 'Descrizione', width: { share: 4 } },
  { title: 'Valore storico', width: 76, align: 'right' },
];
const LABEL = 5;
const AMOUNT = 6;

/** The delivery note and invoice a voucher cites, one per line ("" when it cites none). */
export function voucherPapers(voucher: CreditorVoucher): string {
  const paper = (name: string, number: string | null, date: string | null) =>
    [name, number ? `n. ${number}` : '', date ? `del ${formatDate(date)}` : ''].filter(Boolean).join(' ');
  const lines: string[] = [];
  if (voucher.delivery?.number || voucher.delivery?.date) {
    lines.push(paper('DDT', voucher.delivery.number, voucher.delivery.date));
  }
  if (voucher.invoice?.number || voucher.invoice?.date) {
    lines.push(paper(voucher.invoice.type || 'Fattura', voucher.invoice.number, voucher.invoice.date));
  }
  return lines.join('\n');
}

const voucherKey = (v: CreditorVoucher) => `${v.year}/${v.number}`;
const voucherName = (v: CreditorVoucher) => `${v.number}/${v.year}`;

/** The assets grouped by their charge voucher, in the order they come. */
export function groupByVoucher(assets: readonly CreditorAsset[]): CreditorAsset[][] {
  const groups = new Map<string, CreditorAsset[]>();
  for (const asset of assets) {
    const key = voucherKey(asset.voucher);
    const group = groups.get(key);
    if (group) group.push(asset);
    else groups.set(key, [asset]);
  }
  return [...groups.values()];
}

const sumOf = (assets: readonly CreditorAsset[]) =>
  assets.reduce((sum, asset) => sum + asset.historicalValueCents, 0);

function voucherRows(assets: readonly CreditorAsset[]): TableRow[] {
  const rows = assets.map((asset, index): TableRow => {
    const first = index === 0;
    return {
      cells: [
        first ? voucherName(asset.voucher) : '',
        first ? formatDate(asset.voucher.date) : '',
        first ? voucherPapers(asset.voucher) : '',
        asset.assetClass === 'inventory' && asset.number != null ? String(asset.number) : '',
        asset.assetClass === 'durable' && asset.number != null ? String(asset.number) : '',
        asset.description,
        formatCents(asset.historicalValueCents),
      ],
    };
  });
  const [first] = assets;
  if (first) {
    const label = `Totale buono ${voucherName(first.voucher)} (${assetCount(assets.length)})`;
    rows.push(
      sparseRow(COLUMNS.length, { [LABEL]: label, [AMOUNT]: formatCents(sumOf(assets)) }, 'subtotal'),
    );
  }
  return rows;
}

/**
 * The list of assets by supplier (document type 28): the assets charged from one creditor between two
 * dates, voucher by voucher with the papers each cites, a subtotal per voucher and the grand total.
 */
export function buildAssetsByCreditor(input: AssetsByCreditorInput): TableDocument {
  const rows = groupByVoucher(input.assets).flatMap(voucherRows);
  if (input.assets.length > 0) {
    const label = `Totale generale (${assetCount(input.assets.length)})`;
    rows.push(
      sparseRow(COLUMNS.length, { [LABEL]: label, [AMOUNT]: formatCents(sumOf(input.assets)) }, 'total'),
    );
  }
  const period = `dal ${formatDate(input.fromDate)} al ${formatDate(input.toDate)}`;
  return listDocument({
    school: input.school,
    register: input.register,
    documentType: DOCUMENT_TYPE.assetsByCreditor,
    subtitle: [`Fornitore: ${input.creditor.description}`, `Beni caricati ${period}`],
    columns: COLUMNS,
    rows,
    emptyMessage: `Nessun bene caricato da ${input.creditor.description} ${period}.`,
  });
}
