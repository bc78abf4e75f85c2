import { formatCents } from '@inventario/shared/format/currency';
import type { MinuteAsset, MinuteLocation, MinuteSchool } from './minute-data.repo.ts';
import type { MinuteBlock, MinuteColumn, MinuteTableRow } from './minute-document.ts';

const COUNT = new Intl.NumberFormat('it-IT', { useGrouping: true });

/** "1 bene", "1.250 beni". */
export function goodsCount(count: number): string {
  return `${COUNT.format(count)} ${count === 1 ? 'bene' : 'beni'}`;
}

/** The heading of every page: the one the school set in its general data. */
export function schoolHeading(school: MinuteSchool): readonly string[] {
  return school.heading;
}

/** A name for a person the school data does not name yet: a line to write it on. */
export function nameOr(name: string | null): string {
  return name?.trim() ? name.trim() : '______________________________';
}

/** "SEDE/LOC Descrizione (Sede)". */
export function locationLabel(location: MinuteLocation): string {
  return `${location.siteCode}/${location.code} ${location.description} (${location.siteDescription})`;
}

export function sumCents(assets: readonly MinuteAsset[]): number {
  return assets.reduce((sum, asset) => sum + asset.valueCents, 0);
}

const ASSET_COLUMNS = (valueTitle: string): MinuteColumn[] => [
  { title: 'N. inv.', width: 42, align: 'right' },
  { title: 'Registro', width: 90 },
  { title: 'Descrizione', width: { share: 1 } },
  { title: 'Q.tà', width: 30, align: 'right' },
  { title: valueTitle, width: 92, align: 'right' },
];

/** A table of assets with a total row ("Totale … (N beni)"). */
export function assetTable(
  assets: readonly MinuteAsset[],
  valueTitle: string,
  totalLabel: string,
  emptyMessage: string,
): MinuteBlock {
  const rows: MinuteTableRow[] = assets.map((asset) => ({
    cells: [
      String(asset.number ?? ''),
      asset.register,
      asset.description,
      COUNT.format(asset.quantity),
      formatCents(asset.valueCents),
    ],
  }));
  if (assets.length) {
    rows.push({
      cells: ['', '', `${totalLabel} (${goodsCount(assets.length)})`, '', formatCents(sumCents(assets))],
      kind: 'total',
    });
  }
  return { kind: 'table', columns: ASSET_COLUMNS(valueTitle), rows, emptyMessage };
}
