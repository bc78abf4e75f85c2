import { describe, expect, it } from 'vitest';
import {
  barRuns,
  centredStart,
  encodeAll,
  encodeCode128,
  encodeWithBwipJs,
  fitModuleWidth,
  QUIET_ZONE_MODULES,
  qrRuns,
} from './barcode.ts';

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

describe('barRuns and centredStart', () => {
  it('gives the bars in modules, skipping the spaces, and centres the symbol in its box', () => {
    const barcode = { value: 'x', widths: [2, 1, 1, 1, 3], modules: 8 };
    expect(barRuns(barcode)).toEqual([
      [0, 2],
      [3, 1],
      [5, 3],
    ]);
    expect(centredStart(barcode.modules, 1, 10, 20)).toBe(16);
    expect(centredStart(barcode.modules, 0.5, 10, 20)).toBe(18);
  });
});

describe('qrRuns', () => {
  it('gives one run per row of dark modules in a row', () => {
    const qr = { value: 'x', size: 3, dark: [true, true, false, false, false, false, true, false, true] };
    expect(qrRuns(qr)).toEqual([
      [0, 0, 2],
      [0, 2, 1],
      [2, 2, 1],
    ]);
  });
});

describe('encodeCode128 without bwip-js', () => {
  // Values as labels print them (`labelCode`), and the set changes around digit runs of every length.
  const values = [
    ...Array.from({ length: 1200 }, (_, i) => String(i)),
    ...Array.from({ length: 300 }, (_, i) => String(10_000 + 37 * i)),
    '0',
    '00',
    '007',
    '1234567890123',
    'BM/1',
    'BM/12',
    'BM/123',
    'BM/1234',
    'BM/12345',
    'BM/987654',
    'A1B22C333D4444E55555',
    'LIB/2024/0001',
    'a1',
    'x12',
    'abc1234def',
    '12ab',
    '1234a',
    '12345a',
    ' ~`{|}^_',
    'Inv. 45/A',
    'SCI-7',
    '9/',
    '99//99',
  ];

  it('gives the bars bwip-js gives for every printable ASCII value', () => {
    for (const value of values) {
      const ours = encodeCode128(value);
      const theirs = encodeWithBwipJs(value);
      expect({ value, widths: ours.widths, modules: ours.modules }).toEqual({
        value,
        widths: theirs.widths,
        modules: theirs.modules,
      });
    }
  });

  it('agrees with bwip-js on random printable strings, digits mostly', () => {
    let seed = 21;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let k = 0; k < 1500; k++) {
      const value = Array.from({ length: 1 + next(14) }, () =>
        next(3) === 0 ? String.fromCharCode(32 + next(95)) : String(next(10)),
      ).join('');
      expect([value, encodeCode128(value).widths]).toEqual([value, encodeWithBwipJs(value).widths]);
    }
  });

  it('leaves anything else to bwip-js', () => {
    for (const value of ['città', 'tab\there']) {
      expect(encodeCode128(value).widths).toEqual(encodeWithBwipJs(value).widths);
    }
  });
});
