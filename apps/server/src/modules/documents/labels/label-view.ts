import type { LabelsSetting } from '@inventario/shared/contracts/labels-settings';
import { labelHeadingMaxLength } from '@inventario/shared/domain/labels/labels-setting';
import { plainAscii } from './plain-ascii.ts';

/** The part of a labels setting (#/configuration/labels) that shapes the print. */
export type LabelsLayoutSetting = Pick<
  LabelsSetting,
  'kind' | 'rowsNumber' | 'columnsNumber' | 'barcodeScale'
> & {
  /** The symbols each label prints; `barcode` when not given. */
  symbols?: LabelsSetting['symbols'];
};

/** One asset's label, as the print worker loads it. */
export interface LabelAsset {
  /** The asset's id, which its QR code links to (required when the layout prints QR codes). */
  assetId?: number;
  inventoryNumber: number;
  /** The register's acronym, printed and encoded before the number when the register has one. */
  registerAcronym?: string | null;
  originalInventoryNumber?: string | null;
}

/** A labels print (document types 29 and 32): one school, one heading, its assets in print order. */
export interface LabelsPrint {
  setting: LabelsLayoutSetting;
  /** The school's ministerial code (codice meccanografico). */
  codMin: string;
  /** The heading the user typed (or the school's `labelHeading`). */
  heading: string;
  /** 1-based position of the first label on the first sheet; ignored by one-label layouts. */
  start?: { row: number; column: number };
  includeOriginalInventoryNumber: boolean;
  assets: readonly LabelAsset[];
  /** The web app's address (`PUBLIC_URL/inventario/`), which QR codes link into; needed by QR layouts. */
  appUrl?: string;
}

/** What one label shows; `barcode` is the Code 128 payload. */
export interface LabelView {
  codMin: string;
  heading: string;
  /** The inventory number as printed under the barcode, e.g. `N. inv. BM/123`. */
  numberText: string;
  barcode: string;
  /** `Inv. orig. 45/A`, or null when not asked for or the asset has none. */
  originalText: string | null;
  /** The QR code's payload, the asset's link (`…/inventario/#/assets?asset=12`); null when the layout prints none. */
  qr?: string | null;
}

/** Whether the layout prints a Code 128 barcode, a QR code. */
export const printsBarcode = (setting: Pick<LabelsLayoutSetting, 'symbols'>) => setting.symbols !== 'qr';
export const printsQr = (setting: Pick<LabelsLayoutSetting, 'symbols'>) =>
  (setting.symbols ?? 'barcode') !== 'barcode';

/**
 * The link a label's QR code carries: the asset list opening the asset's detail, the route the web app
 * keeps through the sign-in (so a phone's camera app opens it, the user signs in, and sees the asset).
 */
export function assetLink(appUrl: string, assetId: number): string {
  return `${appUrl.replace(/\/+$/, '')}/#/assets?asset=${assetId}`;
}

/**
 * The inventory number a scanner reads back: the number alone (digits: Code 128 set C, the shortest
 * symbol), or acronym/number when the register has an acronym, so numbers of two registers never clash.
 * Code 128 carries ASCII only, so the acronym loses its accents and spaces.
 */
export function labelCode(asset: LabelAsset): string {
  const acronym = plainAscii(asset.registerAcronym ?? '').replace(/ /g, '');
  return acronym ? `${acronym}/${asset.inventoryNumber}` : String(asset.inventoryNumber);
}

/**
 * The heading cut to the length the layout allows (spec 01 §5: 100 two columns, 60 three, 40 zebra,
 * 60 otherwise). The dialog already refuses longer ones; a heading stored before a layout change is
 * cut rather than failing the whole print, at the last space when one falls in the second half.
 */
export function labelHeading(heading: string, setting: LabelsLayoutSetting): string {
  const chars = Array.from(heading.replace(/\s+/g, ' ').trim());
  const max = labelHeadingMaxLength(setting);
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max + 1).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space >= max / 2 ? cut.slice(0, space) : chars.slice(0, max).join('');
  return kept.trimEnd();
}

/** The labels' views, in print order. */
export function labelViews(print: LabelsPrint): LabelView[] {
  const heading = labelHeading(print.heading, print.setting);
  const codMin = print.codMin.trim();
  const withQr = printsQr(print.setting);
  return print.assets.map((asset) => {
    const barcode = labelCode(asset);
    if (withQr && (asset.assetId === undefined || !print.appUrl)) {
      throw new Error('a QR label needs the asset id and the app URL');
    }
    const original = asset.originalInventoryNumber?.trim();
    return {
      codMin,
      heading,
      numberText: `N. inv. ${barcode}`,
      barcode,
      originalText: print.includeOriginalInventoryNumber && original ? `Inv. orig. ${original}` : null,
      qr: withQr ? assetLink(print.appUrl as string, asset.assetId as number) : null,
    };
  });
}
