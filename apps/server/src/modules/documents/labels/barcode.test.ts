import { describe, expect, it } from 'vitest';
import { barRectangles, encodeAll, encodeCode128, fitModuleWidth, QUIET_ZONE_MODULES } from './barcode.ts';

describe('encodeCode128', () => {
  it('packs digits two to a symbol character (set C): start, 3 characters, check, stop', () => {
    const barcode = encodeCode128('123456');
    expect(barcode.modules).toBe(11 + 3 * 11 + 11 + 13);
    expect(barcode.widths.length % 2).toBe(1);
  });

  it('encodes an acronym and a slash too', () => {
    expect(encodeCode128('BM/1200').modules).toBeGreaterThan(encodeCode128('1200').modules);
  });
});

describe('encodeAll', () => {
  it('encodes each distinct value once', () => {
    const barcodes = encodeAll(['1', '2', '1', '2', '3']);
    expect([...barcodes.keys()]).toEqual(['1', '2', '3']);
  });
});

describe('fitModuleWidth', () => {
  const module = { preferred: 4, pitch: 1 };

  it('keeps the preferred module when the symbol and its quiet zones fit', () => {
    expect(fitModuleWidth(68, 4 * (68 + 2 * QUIET_ZONE_MODULES), module)).toBe(4);
  });

  it('narrows to the widest whole number of dots that fits', () => {
    expect(fitModuleWidth(68, 3 * 88 + 1, module)).toBe(3);
    expect(fitModuleWidth(68, 88, module)).toBe(1);
  });

  it('fits exactly when not even one dot a module fits', () => {
    expect(fitModuleWidth(68, 44, module)).toBe(0.5);
  });
});

describe('barRectangles', () => {
  it('centres the bars in the box and skips the spaces', () => {
    const barcode = { value: 'x', widths: [2, 1, 1, 1, 3], modules: 8 };
    expect(barRectangles(barcode, 10, 20, 1)).toEqual([
      [16, 2],
      [19, 1],
      [21, 3],
    ]);
  });
});
