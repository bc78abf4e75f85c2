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
