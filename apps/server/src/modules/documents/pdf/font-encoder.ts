import type PDFDocument from 'pdfkit';
import { type Coverage, covers } from './cmap.ts';
import type { ContentBytes } from './content-bytes.ts';
import { coverageOf, type FontFile, fontData } from './fonts.ts';

type Document = InstanceType<typeof PDFDocument>;

/**
 * The members of pdfkit's embedded font that the table drawing uses. @types/pdfkit does not declare
 * the font object, so they are named here, in one place, against pdfkit 0.20.
 */
interface PdfkitFont {
  id: string;
  ascender: number;
  lineHeight(size: number, includeGap: boolean): number;
  /** The dictionary of the font, created on first use and embedded (subset) at `doc.end()`. */
  ref(): unknown;
  /** Glyph ids (4 hex digits each) of a text, added to the subset; positions in 1/1000 em. */
  encode(text: string): [string[], { xAdvance: number }[]];
}

/** A character of the font: its glyph ids as escaped bytes of a PDF literal string, and its advance. */
interface Glyphs {
  /** The glyph ids, two bytes each (Identity-H), escaped, without the parentheses. */
  bytes: readonly number[];
  /** Advance in 1/1000 em. */
  advance: number;
}

/** Combining marks: a text holding one is composed (NFC) first; they are never in the tables below. */
function isCombining(code: number): boolean {
  return (
    (code >= 0x0300 && code <= 0x036f) ||
    (code >= 0x1ab0 && code <= 0x1aff) ||
    (code >= 0x1dc0 && code <= 0x1dff) ||
    (code >= 0x20d0 && code <= 0x20ff) ||
    (code >= 0xfe20 && code <= 0xfe2f)
  );
}

/** Bytes a PDF literal string escapes (ISO 32000 7.3.4.2), with the letter that follows the backslash. */
const ESCAPED = new Uint8Array(256);
ESCAPED[0x28] = 0x28;
ESCAPED[0x29] = 0x29;
ESCAPED[0x5c] = 0x5c;
ESCAPED[0x0a] = 0x6e;
ESCAPED[0x0d] = 0x72;

/** Adds a byte of a literal string to `bytes`, escaped if it must be. */
function pushLiteralByte(bytes: number[], byte: number): void {
  const escaped = ESCAPED[byte] as number;
  if (escaped === 0) bytes.push(byte);
  else bytes.push(0x5c, escaped);
}

/** What `glyphOf` holds for a character not shaped yet, or shaped into other than one glyph. */
const NOT_ONE_GLYPH = -1;

/**
 * Text encoded for one embedded font, a character at a time. pdfkit's `encode` shapes every string
 * with fontkit (about 0.1–0.2 ms a call here), which made a 10,000-row register cost seconds; a table
 * cell needs no shaping, so each distinct character is shaped once and a string's glyphs and width
 * are the sum of its characters'. The price: no kerning and no ligatures (`fi` stays two glyphs).
 * Glyph ids are written as two-byte literal strings (Identity-H), half the bytes of hex. Nothing is
 * kept per text: a text is measured and written from its characters each time, looked up in tables
 * indexed by UTF-16 code (768 KB a font), so the memory does not grow with the document.
 *
 * A character the font has no glyph for (its cmap, `coverage`) is never shaped, so never drawn as
 * .notdef, which PDF/A forbids: it stays out of the tables, and a text holding one measures NaN and is
 * not written (`write` answers false); `FontFamily` draws such a text in runs, with the fallback fonts.
 * A text of characters the font has never leaves the tables' loops.
 */
export class FontEncoder {
  /** Advance in 1/1000 em of each character of the Basic Multilingual Plane by UTF-16 code; NaN until shaped. */
  private readonly advanceOf = new Float64Array(0x10000).fill(Number.NaN);
  /** Glyph id of each such character shaped into one glyph, `NOT_ONE_GLYPH` otherwise. */
  private readonly glyphOf = new Int32Array(0x10000).fill(NOT_ONE_GLYPH);
  /** The other characters (astral ones, those shaped into several glyphs or none) by their text. */
  private readonly others = new Map<string, Glyphs>();

  /** The name of the font in `fonts.ts` (`Roboto`, `Roboto-latin-ext-400`…). */
  readonly name: string;
  private readonly font: PdfkitFont;
  /** The characters the font has glyphs for. */
  private readonly coverage: Coverage;

  private constructor(name: string, font: PdfkitFont, coverage: Coverage) {
    this.name = name;
    this.font = font;
    this.coverage = coverage;
  }

  /**
   * The encoder of a font of `fonts.ts` on `doc`, registered there under its name. pdfkit embeds it
   * (subset) at `doc.end()` only if a page lists it among its resources (`reference()`).
   */
  static of(doc: Document, font: FontFile): FontEncoder {
    doc.registerFont(font.name, fontData(font.file));
    doc.font(font.name);
    // pdfkit keeps the font object it just selected in `_font`; it has no public accessor.
    const pdfkitFont = (doc as unknown as { _font: PdfkitFont })._font;
    return new FontEncoder(font.name, pdfkitFont, coverageOf(font.file));
  }

  /** The font's resource name on a page (`F1`). */
  get id(): string {
    return this.font.id;
  }

  /** Baseline offset from the top of a line box, per point of font size. */
  get ascent(): number {
    return this.font.ascender / 1000;
  }

  lineHeight(size: number): number {
    return this.font.lineHeight(size, true);
  }

  /** The font's dictionary, to be listed among a page's resources. */
  reference(): unknown {
    return this.font.ref();
  }

  /** The width of the text, or NaN if the font lacks one of its characters. */
  width(text: string, size: number): number {
    return (this.advance(text, false) * size) / 1000;
  }

  /** The advance in 1/1000 em of one character (a code point), or NaN if the font lacks it. */
  characterAdvance(point: number): number {
    if (point <= 0xffff) {
      const known = this.advanceOf[point] as number;
      if (!Number.isNaN(known)) return known;
    }
    return this.character(String.fromCodePoint(point), point)?.advance ?? Number.NaN;
  }

  /**
   * Writes the text as a PDF string operand of glyph ids (`(\0A\0B)`); if the font lacks one of its
   * characters, writes nothing and answers false.
   */
  write(out: ContentBytes, text: string): boolean {
    return this.writeGlyphs(out, text, false);
  }

  /**
   * The advance of a text in 1/1000 em: its characters', summed in order; NaN if the font lacks one. A
   * combining mark is never in the tables, so the loop only looks for one when a character is not found
   * there.
   */
  private advance(text: string, composed: boolean): number {
    const advanceOf = this.advanceOf;
    let advance = 0;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      const known = advanceOf[code] as number;
      if (!Number.isNaN(known)) {
        advance += known;
        continue;
      }
      if (!composed && isCombining(code)) return this.advance(text.normalize('NFC'), true);
      const point = text.codePointAt(index) ?? code;
      if (point > 0xffff) index++;
      const glyphs = this.character(String.fromCodePoint(point), point);
      if (glyphs === undefined) return Number.NaN;
      advance += glyphs.advance;
    }
    return advance;
  }

  private writeGlyphs(out: ContentBytes, text: string, composed: boolean): boolean {
    const start = out.length;
    const glyphOf = this.glyphOf;
    // Each UTF-16 unit is at most one glyph of two bytes, each escaped to at most two: 4 bytes.
    let bytes = out.room(2 + 4 * text.length);
    let at = start;
    bytes[at++] = 0x28;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      const glyph = glyphOf[code] as number;
      if (glyph !== NOT_ONE_GLYPH) {
        const high = glyph >> 8;
        const low = glyph & 0xff;
        const escapedHigh = ESCAPED[high] as number;
        if (escapedHigh === 0) bytes[at++] = high;
        else {
          bytes[at++] = 0x5c;
          bytes[at++] = escapedHigh;
        }
        const escapedLow = ESCAPED[low] as number;
        if (escapedLow === 0) bytes[at++] = low;
        else {
          bytes[at++] = 0x5c;
          bytes[at++] = escapedLow;
        }
        continue;
      }
      if (!composed && isCombining(code)) {
        out.length = start;
        return this.writeGlyphs(out, text.normalize('NFC'), true);
      }
      const point = text.codePointAt(index) ?? code;
      if (point > 0xffff) index++;
      const glyphs = this.character(String.fromCodePoint(point), point);
      if (glyphs === undefined) {
        out.length = start;
        return false;
      }
      const glyphBytes = glyphs.bytes;
      if (glyphBytes.length > 4) {
        // A character shaped into several glyphs: room for them and what is left of the text.
        out.length = at;
        bytes = out.room(glyphBytes.length + 1 + 4 * (text.length - index));
      }
      for (let byte = 0; byte < glyphBytes.length; byte++) bytes[at++] = glyphBytes[byte] as number;
    }
    bytes[at++] = 0x29;
    out.length = at;
    return true;
  }

  /**
   * A character shaped by pdfkit (which adds its glyph to the font's subset), once; undefined, and not
   * shaped, if the font has no glyph for it.
   */
  private character(character: string, point: number): Glyphs | undefined {
    if (!covers(this.coverage, point)) return undefined;
    // Combining marks stay out of the tables: finding one sends the text to be composed first.
    const table = point <= 0xffff && !(point >= 0xd800 && point <= 0xdfff) && !isCombining(point);
    const known = this.others.get(character);
    if (known) return known;
    const [glyphs, positions] = this.font.encode(character);
    const bytes: number[] = [];
    for (const glyph of glyphs) {
      const id = Number.parseInt(glyph, 16);
      // The cmap maps the character to a glyph, so shaping cannot give .notdef (glyph 0 of the subset
      // too); should another version of the fonts or of fontkit ever do, no document shows it.
      if (id === 0)
        throw new Error(`${this.font.id} shaped U+${point.toString(16).toUpperCase()} to .notdef`);
      pushLiteralByte(bytes, id >> 8);
      pushLiteralByte(bytes, id & 0xff);
    }
    let advance = 0;
    for (const position of positions) advance += position.xAdvance;
    const encoded = { bytes, advance };
    if (table) this.advanceOf[point] = advance;
    if (table && glyphs.length === 1) this.glyphOf[point] = Number.parseInt(glyphs[0] as string, 16);
    else this.others.set(character, encoded);
    return encoded;
  }
}
