/**
 * Which characters a TrueType/OpenType font has a glyph for, read from its `cmap` table (OpenType
 * spec, "cmap — Character to Glyph Index Mapping Table"): the Unicode subtables of format 4 (the Basic
 * Multilingual Plane) and format 12 (all planes). fontkit answers the same, but only for a font it has
 * parsed whole; this reads one table, once per font file and process, so that the fallback fonts
 * (`fonts.ts`) are looked into without being opened in a document that does not use them.
 */
export interface Coverage {
  /** 1 for each character of the Basic Multilingual Plane the font maps to a glyph other than .notdef. */
  readonly bmp: Uint8Array;
  /** The characters of the other planes it maps to a glyph (none in Roboto's subsets). */
  readonly astral: ReadonlySet<number>;
}

/** Whether the font of `coverage` has a glyph for the code point `point`. */
export function covers(coverage: Coverage, point: number): boolean {
  return point <= 0xffff ? coverage.bmp[point] === 1 : coverage.astral.has(point);
}

function tableOffset(sfnt: Buffer, tag: string): number {
  const count = sfnt.readUInt16BE(4);
  for (let index = 0; index < count; index++) {
    const record = 12 + index * 16;
    if (sfnt.toString('latin1', record, record + 4) === tag) return sfnt.readUInt32BE(record + 8);
  }
  throw new Error(`the font has no ${tag} table`);
}

/** Unicode subtables: platform 0 (Unicode), or 3 (Windows) with encoding 1 (BMP) or 10 (full). */
function isUnicode(platform: number, encoding: number): boolean {
  return platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
}

function readFormat4(sfnt: Buffer, at: number, coverage: Coverage): void {
  const segments = sfnt.readUInt16BE(at + 6) / 2;
  const ends = at + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  for (let segment = 0; segment < segments; segment++) {
    const start = sfnt.readUInt16BE(starts + segment * 2);
    const end = sfnt.readUInt16BE(ends + segment * 2);
    const delta = sfnt.readUInt16BE(deltas + segment * 2);
    const rangeAt = rangeOffsets + segment * 2;
    const rangeOffset = sfnt.readUInt16BE(rangeAt);
    for (let code = start; code <= end && code !== 0xffff; code++) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
      else {
        const stored = sfnt.readUInt16BE(rangeAt + rangeOffset + (code - start) * 2);
        glyph = stored === 0 ? 0 : (stored + delta) & 0xffff;
      }
      if (glyph !== 0) coverage.bmp[code] = 1;
    }
  }
}

function readFormat12(sfnt: Buffer, at: number, coverage: { bmp: Uint8Array; astral: Set<number> }): void {
  const groups = sfnt.readUInt32BE(at + 12);
  for (let group = 0; group < groups; group++) {
    const record = at + 16 + group * 12;
    const start = sfnt.readUInt32BE(record);
    const end = sfnt.readUInt32BE(record + 4);
    const firstGlyph = sfnt.readUInt32BE(record + 8);
    for (let point = start; point <= end; point++) {
      if (firstGlyph + (point - start) === 0) continue;
      if (point <= 0xffff) coverage.bmp[point] = 1;
      else coverage.astral.add(point);
    }
  }
}

/** The characters a font (an sfnt: TrueType or OpenType, not WOFF) has glyphs for. */
export function readCoverage(sfnt: Buffer): Coverage {
  const coverage = { bmp: new Uint8Array(0x10000), astral: new Set<number>() };
  const cmap = tableOffset(sfnt, 'cmap');
  const count = sfnt.readUInt16BE(cmap + 2);
  for (let index = 0; index < count; index++) {
    const record = cmap + 4 + index * 8;
    if (!isUnicode(sfnt.readUInt16BE(record), sfnt.readUInt16BE(record + 2))) continue;
    const at = cmap + sfnt.readUInt32BE(record + 4);
    const format = sfnt.readUInt16BE(at);
    if (format === 4) readFormat4(sfnt, at, coverage);
    else if (format === 12) readFormat12(sfnt, at, coverage);
  }
  return coverage;
}
