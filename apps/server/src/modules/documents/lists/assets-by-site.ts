import { DOCUMENT_TYPE } from '@inventario/shared/contracts/documents';
import { formatCents } from '@inventario/shared/format/currency';
import { formatDate } from '@inventario/shared/format/date';
import type { ColumnSpec, TableDocument, TableRow } from '../pdf/table-document.ts';
import { classLabel, groupByLocation, type HeldAsset, heldTotals, locationLabel } from './held-assets.ts';
import {
  assetCount,
  formatCount,
  type ListRegister,
  type ListSchool,
  listDocument,
  sparseRow,
} from './list-document.ts';

export interface AssetsBySiteInput {
  school: ListSchool;
  site: { code: string; description: string };
  atDate: string;
  /** The one register listed, when the print is limited to one. */
  register?: ListRegister;
  /** The chosen locations' labels, or null when the list covers all the site's locations. */
  locations: readonly string[] | null;
  /** By location, as `heldAssetsAt` sorts them. */
  assets: readonly HeldAsset[];
}

function columns(atDate: string): ColumnSpec[] {
  return [
    { title: 'Classe', width: 52 },
    { title: 'Numero', width: 42, align: 'right' },
    { title: 'Registro', width: { share: 1 } },
    { title: 'Descrizione', width: { share: 3 } },
    { title: 'Cat./ Sottocat.', width: 44, align: 'center' },
    { title: 'Q.tà', width: 32, align: 'right' },
    { title: 'Data carico', width: 52, align: 'center' },
    { title: `Valore attuale al ${formatDate(atDate)}`, width: 76, align: 'right' },
  ];
}
const WIDTH = 8;
const LABEL = 3;
const QUANTITY = 5;
const AMOUNT = 7;

function assetRow(asset: HeldAsset): TableRow {
  return {
    cells: [
      classLabel(asset.assetClass),
      asset.number == null ? '' : String(asset.number),
      asset.register,
      asset.description,
      `${asset.categoryCode}.${asset.subcategoryCode}`,
      formatCount(asset.quantity),
      formatDate(asset.chargeDate),
      formatCents(asset.actualValueCents),
    ],
  };
}

/** A total row of these assets, labelled. */
export function heldTotalRow(
  label: string,
  assets: readonly HeldAsset[],
  kind: 'subtotal' | 'total',
): TableRow {
  const totals = heldTotals(assets);
  return sparseRow(
    WIDTH,
    {
      [LABEL]: `${label} (${assetCount(totals.assets)})`,
      [QUANTITY]: formatCount(totals.quantity),
      [AMOUNT]: formatCents(totals.actualValueCents),
    },
    kind,
  );
}

function locationRows(assets: readonly HeldAsset[]): TableRow[] {
  const label = locationLabel(assets[0]?.location ?? null);
  return [
    sparseRow(WIDTH, { [LABEL]: `Ubicazione ${label}` }, 'subtotal'),
    ...assets.map(assetRow),
    heldTotalRow(`Totale ubicazione ${label}`, assets, 'subtotal'),
  ];
}

/**
 * The list of assets by site and location (document type 30): inventory and durable assets in the
 * registers at the date, location by location with a subtotal each, and the grand total.
 */
export function buildAssetsBySite(input: AssetsBySiteInput): TableDocument {
  const rows = groupByLocation(input.assets).flatMap(locationRows);
  if (input.assets.length > 0) rows.push(heldTotalRow('Totale generale', input.assets, 'total'));
  const where = `Sede ${input.site.code} ${input.site.description}`;
  const chosen =
    input.locations === null ? 'tutte le ubicazioni' : `ubicazioni: ${input.locations.join(', ')}`;
  return listDocument({
    school: input.school,
    register: input.register,
    documentType: DOCUMENT_TYPE.assetsBySite,
    subtitle: [`${where} — ${chosen}`, `Situazione al ${formatDate(input.atDate)}`],
    columns: columns(input.atDate),
    rows,
    emptyMessage: `Nessun bene nelle ubicazioni scelte alla data del ${formatDate(input.atDate)}.`,
  });
}
