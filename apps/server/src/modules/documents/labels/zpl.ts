import type { LabelView } from './label-view.ts';
import { plainAscii } from './plain-ascii.ts';

/**
 * ZPL II for a Zebra printer at 203 dpi (8 dots a millimetre), one `^XA … ^XZ` block per label on a
 * 100×50 mm label (`^PW800 ^LL400`), the same label the PDF's zebra pages draw:
 * heading (two lines at most), ministerial code, Code 128 with the printer's own interpretation line
 * (the inventory number), and the original inventory number when asked for.
 */
const LABEL = { width: 800, height: 400 };
const MARGIN = 24;
const TEXT_WIDTH = LABEL.width - 2 * MARGIN;
const BARCODE_HEIGHT = 80;
const BASE_MODULE_DOTS = 2;

/**
 * Text a Zebra prints as written: plain ASCII (`^CI28` does select UTF-8, but the printer's fonts showed
 * nothing for signs such as "·"); `^` and `~` would start a ZPL command inside `^FD`, so they go too.
 */
export function zplText(text: string): string {
  return plainAscii(text).replace(/[\^~]/g, '').replace(/ +/g, ' ').trim();
}

/** `^BY` module width in dots for a layout's barcode scale, narrowed until the symbol fits the label. */
export function zplModuleDots(modules: number, barcodeScale: number): number {
  let dots = Math.max(1, Math.round(BASE_MODULE_DOTS * barcodeScale));
  while (dots > 1 && modules * dots > TEXT_WIDTH) dots--;
  return dots;
}

const centredText = (y: number, size: number, lines: number, text: string) =>
  `^FO${MARGIN},${y}^A0N,${size},${size}^FB${TEXT_WIDTH},${lines},4,C,0^FD${zplText(text)}^FS`;

/** One label; `modules` is the symbol's width in modules (from the PDF's encoder), to centre it. */
export function labelZpl(view: LabelView, options: { barcodeScale: number; modules: number }): string {
  const dots = zplModuleDots(options.modules, options.barcodeScale);
  const barcodeX = Math.max(MARGIN, Math.round((LABEL.width - options.modules * dots) / 2));
  const lines = [
    '^XA',
    '^CI28',
    `^PW${LABEL.width}`,
    `^LL${LABEL.height}`,
    centredText(30, 30, 2, view.heading),
    centredText(102, 26, 1, view.codMin),
    `^FO${barcodeX},146^BY${dots}^BCN,${BARCODE_HEIGHT},Y,N,N,A^FD${zplText(view.barcode)}^FS`,
  ];
  if (view.originalText) lines.push(centredText(300, 26, 1, view.originalText));
  lines.push('^XZ');
  return lines.join('\n');
}

/** The ZPL file of a zebra print: every label, in order, one after another. */
export function labelsZpl(
  views: readonly LabelView[],
  options: { barcodeScale: number; modulesOf: (value: string) => number },
): string {
  const labels = views.map((view) =>
    labelZpl(view, { barcodeScale: options.barcodeScale, modules: options.modulesOf(view.barcode) }),
  );
  return `${labels.join('\n')}\n`;
}
