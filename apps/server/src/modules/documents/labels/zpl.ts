import type { LabelsLayoutSetting, LabelView } from './label-view.ts';
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

/**
 * The QR code (`^BQN,2,5`: model 2, 5-dot modules of 0.625 mm, error correction M) in a 240-dot square
 * on the right, its quiet zone inside the square; the text and the barcode then share the column left of it.
 */
const QR = { box: 240, magnification: 5, gap: 16 };

/** `^BY` module width in dots for a layout's barcode scale, narrowed until the symbol fits `width`. */
export function zplModuleDots(modules: number, barcodeScale: number, width = TEXT_WIDTH): number {
  let dots = Math.max(1, Math.round(BASE_MODULE_DOTS * barcodeScale));
  while (dots > 1 && modules * dots > width) dots--;
  return dots;
}

const centredText = (y: number, size: number, lines: number, text: string, width = TEXT_WIDTH) =>
  `^FO${MARGIN},${y}^A0N,${size},${size}^FB${width},${lines},4,C,0^FD${text}^FS`;

/**
 * `^BQ`'s field: error correction M, automatic input (`MA,`), then the link; a link is plain ASCII,
 * and `^`/`~` (which no link of the app carries) are dropped as in any field.
 */
const qrField = (link: string) => `^FDMA,${link.replace(/[\^~]/g, '')}^FS`;

/**
 * One label; `modules` is the barcode's width in modules (from the PDF's encoder), to centre it. With a
 * QR code, the heading, code, barcode and numbers move into the column left of it; a QR code alone
 * prints the inventory number as a line of text (the barcode's interpretation line otherwise).
 */
export function labelZpl(
  view: LabelView,
  options: {
    barcodeScale: number;
    modules: number;
    symbols?: LabelsLayoutSetting['symbols'];
    /** `zplText` of the heading and the ministerial code, which every label of a print repeats. */
    repeatedText?: (text: string) => string;
  },
): string {
  const repeated = options.repeatedText ?? zplText;
  const symbols = options.symbols ?? 'barcode';
  const withQr = symbols !== 'barcode' && view.qr !== null;
  const width = withQr ? TEXT_WIDTH - QR.box - QR.gap : TEXT_WIDTH;
  const lines = [
    '^XA',
    '^CI28',
    `^PW${LABEL.width}`,
    `^LL${LABEL.height}`,
    centredText(30, 30, 2, repeated(view.heading), width),
    centredText(102, 26, 1, repeated(view.codMin), width),
  ];
  if (symbols !== 'qr') {
    const dots = zplModuleDots(options.modules, options.barcodeScale, width);
    const barcodeX = Math.max(MARGIN, Math.round(MARGIN + (width - options.modules * dots) / 2));
    lines.push(`^FO${barcodeX},146^BY${dots}^BCN,${BARCODE_HEIGHT},Y,N,N,A^FD${zplText(view.barcode)}^FS`);
  } else {
    lines.push(centredText(170, 40, 1, zplText(view.numberText), width));
  }
  if (withQr && view.qr) {
    const qrX = LABEL.width - MARGIN - QR.box;
    const qrY = Math.round((LABEL.height - QR.box) / 2);
    // ^BQ draws its symbol about 10 dots below the field origin; the quiet zone is 4 modules inside the box.
    const quiet = 4 * QR.magnification;
    lines.push(`^FO${qrX + quiet},${qrY + quiet - 10}^BQN,2,${QR.magnification}${qrField(view.qr)}`);
  }
  if (view.originalText) lines.push(centredText(300, 26, 1, zplText(view.originalText), width));
  lines.push('^XZ');
  return lines.join('\n');
}

/** The ZPL file of a zebra print: every label, in order, one after another. */
export function labelsZpl(
  views: readonly LabelView[],
  options: {
    barcodeScale: number;
    symbols?: LabelsLayoutSetting['symbols'];
    modulesOf: (value: string) => number;
  },
): string {
  // The heading and the ministerial code are the same on every label: made plain once.
  const plain = new Map<string, string>();
  const repeatedText = (value: string) => {
    let text = plain.get(value);
    if (text === undefined) {
      text = zplText(value);
      plain.set(value, text);
    }
    return text;
  };
  const labels = views.map((view) =>
    labelZpl(view, {
      barcodeScale: options.barcodeScale,
      symbols: options.symbols,
      modules: options.modulesOf(view.barcode),
      repeatedText,
    }),
  );
  return `${labels.join('\n')}\n`;
}
