import { encodeAll, encodeAllQr } from './barcode.ts';
import { planLabels } from './label-layout.ts';
import { type LabelsPrint, labelViews } from './label-view.ts';
import { drawLabelsPdf } from './labels-pdf.ts';
import { labelsZpl } from './zpl.ts';

export interface RenderedLabels {
  pdf: Buffer;
  /** For a zebra layout, the same labels as ZPL to send straight to the printer; null for sheets. */
  zpl: string | null;
  pages: number;
  labels: number;
}

/**
 * Labels (document types 29 and 32) as a PDF: sheets of the layout's grid starting at the chosen
 * cell, or one 100×50 mm page per label for a zebra layout, which also gets its ZPL.
 * Throws a RangeError for a start outside the grid or no labels at all.
 */
export async function renderLabels(print: LabelsPrint): Promise<RenderedLabels> {
  const views = labelViews(print);
  if (views.length === 0) throw new RangeError('no labels to print');
  const plan = planLabels(print.setting, views, {
    start: print.start,
    withOriginal: print.includeOriginalInventoryNumber,
  });
  const barcodes = encodeAll(views.map((view) => view.barcode));
  const qrCodes = encodeAllQr(views.flatMap((view) => (view.qr ? [view.qr] : [])));
  const pdf = await drawLabelsPdf(plan, barcodes, qrCodes);
  const zpl =
    plan.kind === 'zebra'
      ? labelsZpl(views, {
          barcodeScale: print.setting.barcodeScale,
          symbols: print.setting.symbols,
          modulesOf: (value) => barcodes.get(value)?.modules ?? 0,
        })
      : null;
  return { pdf, zpl, pages: plan.pages.length, labels: views.length };
}
