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

/**
 * The symbol of one value, from bwip-js (its encoder picks the code sets: digits go in set C, two per
 * symbol character). The bars are then drawn as vector rectangles, sharp at any resolution.
 */
export function encodeCode128(value: string): Barcode {
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

/** The bars of a symbol as [x, width] pairs, the symbol centred in a box from `x`, `width` wide. */
export function barRectangles(
  barcode: Barcode,
  x: number,
  width: number,
  moduleWidth: number,
): [number, number][] {
  let at = x + (width - barcode.modules * moduleWidth) / 2;
  const bars: [number, number][] = [];
  barcode.widths.forEach((modules, index) => {
    if (index % 2 === 0) bars.push([at, modules * moduleWidth]);
    at += modules * moduleWidth;
  });
  return bars;
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

/** The dark modules as rectangles [x, y, width, height], one per run of a row, centred in a square. */
export function qrRectangles(
  qr: QrCode,
  x: number,
  y: number,
  side: number,
  module: number,
): [number, number, number, number][] {
  const offset = (side - qr.size * module) / 2;
  const rectangles: [number, number, number, number][] = [];
  for (let row = 0; row < qr.size; row++) {
    let column = 0;
    while (column < qr.size) {
      if (!qr.dark[row * qr.size + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < qr.size && qr.dark[row * qr.size + column]) column++;
      rectangles.push([
        x + offset + start * module,
        y + offset + row * module,
        (column - start) * module,
        module,
      ]);
    }
  }
  return rectangles;
}
