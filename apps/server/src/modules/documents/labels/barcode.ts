import bwipjs from 'bwip-js/node';

/** A Code 128 symbol as widths in modules: bar, space, bar, … (it starts and ends with a bar). */
export interface Barcode {
  value: string;
  widths: readonly number[];
  /** The symbol's width in modules, without its quiet zones. */
  modules: number;
}

/** ISO/IEC 15417 asks for a quiet zone of at least 10 modules on each side of a Code 128 symbol. */
export const QUIET_ZONE_MODULES = 10;

/** The 107 Code 128 patterns (bar, space, … widths in modules) by symbol character value; 106 is the stop. */
const PATTERNS = (
  '212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 ' +
  '122231 113222 123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 ' +
  '322112 322211 212123 212321 232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 ' +
  '112133 112331 132131 113123 113321 133121 313121 211331 231131 213113 213311 213131 311123 311321 ' +
  '331121 312113 312311 332111 314111 221411 431111 111224 111422 121124 121421 141122 141221 112214 ' +
  '112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 111242 121142 121241 114212 ' +
  '124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 114311 411113 ' +
  '411311 113141 114131 311141 411131 211412 211214 211232 2331112'
)
  .split(' ')
  .map((pattern) => Array.from(pattern, Number));

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * The symbol characters of a value of printable ASCII (space to `~`), with the code sets bwip-js's
 * default ("legacy") encoder chooses for it, so the bars are the same as bwip-js draws: set C from the
 * start for 2 digits alone or a run of 4 or more, else set B; in set B a run of 4 or more digits goes
 * to set C (after one digit in set B when the run is odd), and set C goes back to B before fewer than
 * 2 digits. Set A is never needed: every printable character is in set B. Null for anything else.
 */
function code128Values(value: string): number[] | null {
  const length = value.length;
  if (length === 0 || length > 500) return null;
  const codes = new Array<number>(length);
  for (let i = 0; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code > 126) return null;
    codes[i] = code;
  }
  // The digits in a row from each position.
  const digits = new Array<number>(length + 1).fill(0);
  for (let i = length - 1; i >= 0; i--)
    digits[i] = isDigit(codes[i] as number) ? (digits[i + 1] as number) + 1 : 0;
  const first = digits[0] as number;
  let setC = (length === 2 && first === 2) || first >= 4;
  const values = [setC ? START_C : START_B];
  let i = 0;
  while (i < length) {
    const run = digits[i] as number;
    if (!setC && run >= 4) {
      // An odd run leaves its first digit in set B.
      if (run % 2 === 1) values.push((codes[i++] as number) - 32);
      values.push(CODE_C);
      setC = true;
    } else if (setC && run < 2) {
      values.push(CODE_B);
      setC = false;
    } else if (setC) {
      values.push(((codes[i] as number) - 48) * 10 + (codes[i + 1] as number) - 48);
      i += 2;
    } else {
      values.push((codes[i++] as number) - 32);
    }
  }
  let checksum = values[0] as number;
  for (let k = 1; k < values.length; k++) checksum += (values[k] as number) * k;
  values.push(checksum % 103, STOP);
  return values;
}

/**
 * The symbol of one value. Printable ASCII (every label's value: `labelCode` makes it plain ASCII) is
 * encoded here, the way bwip-js's encoder does it (`code128Values`) but some hundred times faster than
 * its PostScript emulation; anything else goes to bwip-js. The bars are then drawn as vector
 * rectangles, sharp at any resolution.
 */
export function encodeCode128(value: string): Barcode {
  const values = code128Values(value);
  if (values) {
    const widths = values.flatMap((v) => PATTERNS[v] as number[]);
    return { value, widths, modules: 11 * (values.length - 1) + 13 };
  }
  return encodeWithBwipJs(value);
}

/** The symbol as bwip-js encodes it. */
export function encodeWithBwipJs(value: string): Barcode {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: value });
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js gave no Code 128 for ${JSON.stringify(value)}`);
  const widths = symbol.sbs;
  return { value, widths, modules: widths.reduce((sum, width) => sum + width, 0) };
}

/** Each distinct value encoded once (a sheet repeats nothing, but a reprint or a ZPL file does). */
export function encodeAll(values: Iterable<string>): Map<string, Barcode> {
  const barcodes = new Map<string, Barcode>();
  for (const value of values) if (!barcodes.has(value)) barcodes.set(value, encodeCode128(value));
  return barcodes;
}

/**
 * The module width that fits the symbol and its quiet zones in `width`: the preferred one when it
 * fits, else the widest whole number of printer dots that does, else (a layout far too narrow) an
 * exact fit.
 */
export function fitModuleWidth(modules: number, width: number, module: { preferred: number; pitch: number }) {
  const total = modules + 2 * QUIET_ZONE_MODULES;
  for (let dots = Math.round(module.preferred / module.pitch); dots >= 1; dots--) {
    if (dots * module.pitch * total <= width) return dots * module.pitch;
  }
  return width / total;
}

/**
 * The bars of a symbol in modules from its left edge, as [x, width] pairs (whole numbers): drawn in a
 * space scaled to the module's width, the symbol's own numbers go to the PDF as they are.
 */
export function barRuns(barcode: Barcode): [number, number][] {
  let at = 0;
  const bars: [number, number][] = [];
  barcode.widths.forEach((modules, index) => {
    if (index % 2 === 0) bars.push([at, modules]);
    at += modules;
  });
  return bars;
}

/** Where a symbol `modules` wide starts for it to be centred in a box from `x`, `width` wide. */
export function centredStart(modules: number, moduleWidth: number, x: number, width: number): number {
  return x + (width - modules * moduleWidth) / 2;
}

/** A QR code symbol: `size` × `size` modules, `dark[row * size + column]` for each one. */
export interface QrCode {
  value: string;
  size: number;
  dark: readonly boolean[];
}

/** ISO/IEC 18004 asks for a quiet zone of 4 modules around a QR code. */
export const QR_QUIET_ZONE_MODULES = 4;

/** A QR code of `value` at error correction level M (15 % of the symbol may be lost), from bwip-js. */
export function encodeQr(value: string): QrCode {
  // `eclevel` is BWIPP's option, which bwip-js's types leave out.
  const options = { bcid: 'qrcode', text: value, eclevel: 'M' } as Parameters<typeof bwipjs.raw>[0];
  const [symbol] = bwipjs.raw(options);
  if (!symbol || !('pixs' in symbol) || symbol.pixx !== symbol.pixy) {
    throw new Error(`bwip-js gave no QR code for ${JSON.stringify(value)}`);
  }
  return { value, size: symbol.pixx, dark: symbol.pixs.map((pixel) => pixel === 1) };
}

/** Each distinct value's QR code, encoded once. */
export function encodeAllQr(values: Iterable<string>): Map<string, QrCode> {
  const codes = new Map<string, QrCode>();
  for (const value of values) if (!codes.has(value)) codes.set(value, encodeQr(value));
  return codes;
}

/**
 * The module of a QR code in a square `side` wide, its quiet zone included: whole printer dots (each
 * module then prints square and sharp), else (a square far too small) an exact fit.
 */
export function fitQrModule(size: number, side: number, pitch: number): number {
  const total = size + 2 * QR_QUIET_ZONE_MODULES;
  const dots = Math.floor(side / (total * pitch));
  return dots >= 1 ? dots * pitch : side / total;
}

/** The dark modules in modules, one [column, row, length] per run of a row (whole numbers). */
export function qrRuns(qr: QrCode): [number, number, number][] {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < qr.size; row++) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark[row * qr.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark[row * qr.size + column]) column++;
      runs.push([start, row, column - start]);
    }
  }
  return runs;
}
