import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { classLabel } from './held-assets.ts';
import { assetCount, type ListRegister, type ListSchool, listDocument, sparseRow } from './list-document.ts';

/** An asset with the number it had in its former inventory (before a merger or an import). */
export interface OriginalNumberAsset {
  originalNumber: string;
  assetClass: 'inventory' | 'durable';
  /** Its number now: inventory number of an inventory asset, durable number of a durable one. */
  number: number | null;
  register: string;
  description: string;
  location: string | null;
  historicalValueCents: number;
  actualValueCents: number;
}

export interface AssetsByOriginalNumberInput {
  school: ListSchool;
  from: string;
  to: string;
  /** The one register listed, when the print is limited to one. */
  register?: ListRegister;
  /** In original-number order. */
  assets: readonly OriginalNumberAsset[];
}

const COLUMNS: ColumnSpec[] = [
  { title: 'N. inv. originario', width: 70 },
  { title: 'Registro', width: { share: 1 } },
  { title: 'Classe', width: 52 },
  { title: 'Numero attuale', width: 46, align: 'right' },
  { title: 'Descrizione', width: { share: 3 } },
  { title: 'Ubicazione', width: { share: 1.5 } },
  { title: 'Valore storico', width: 76, align: 'right' },
  { title: 'Valore attuale', width: 76, align: 'right' },
];

function assetRow(asset: OriginalNumberAsset): TableRow {
  return {
    cells: [
      asset.originalNumber,
      asset.register,
      classLabel(asset.assetClass),
      asset.number == null ? '' : String(asset.number),
      asset.description,
      asset.location ?? '',
      formatCents(asset.historicalValueCents),
      formatCents(asset.actualValueCents),
    ],
  };
}

function totalRow(assets: readonly OriginalNumberAsset[]): TableRow {
  let historical = 0;
  let actual = 0;
  for (const asset of assets) {
    historical += asset.historicalValueCents;
    actual += asset.actualValueCents;
  }
  const label = `Totale generale (${assetCount(assets.length)})`;
  return sparseRow(COLUMNS.length, { 4: label, 6: formatCents(historical), 7: formatCents(actual) }, 'total');
}

/**
 * The list of assets by original inventory number (document type 31): the assets whose number in
 * their former inventory falls in the range, with the number, register and values they have now.
 */
export function buildAssetsByOriginalNumber(input: AssetsByOriginalNumberInput): TableDocument {
  const rows = input.assets.map(assetRow);
  if (rows.length > 0) rows.push(totalRow(input.assets));
  const range = `dal n. ${input.from} al n. ${input.to}`;
  return listDocument({
    school: input.school,
    register: input.register,
    documentType: DOCUMENT_TYPE.assetsByOriginalNumber,
    subtitle: [`Numeri di inventario originari ${range}`],
    columns: COLUMNS,
    rows,
    emptyMessage: `Nessun bene con numero di inventario originario ${range}.`,
  });
}
