import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONTS } from './fonts.ts';
import { woffToSfnt } from './woff.ts';

function tableOf(sfnt: Buffer, tag: string): Buffer {
  const count = sfnt.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    if (sfnt.toString('latin1', record, record + 4) === tag) {
      const offset = sfnt.readUInt32BE(record + 8);
      return sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12));
    }
  }
  throw new Error(`no ${tag} table`);
}

describe('woffToSfnt', () => {
  const woff = readFileSync(FONTS.regular.file);
  const sfnt = woffToSfnt(woff);

  it('gives back the TrueType file with every table of the WOFF, at its original size', () => {
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000);
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16));
  });

  it('inflates the tables: the head table carries its magic number', () => {
    expect(tableOf(sfnt, 'head').readUInt32BE(12)).toBe(0x5f0f3cf5);
    expect(tableOf(sfnt, 'glyf').length).toBeGreaterThan(10_000);
  });

  it('refuses what is not a WOFF 1.0 file', () => {
    expect(() => woffToSfnt(sfnt)).toThrow(/WOFF/);
  });
});
