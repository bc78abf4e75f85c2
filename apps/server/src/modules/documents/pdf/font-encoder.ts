import type PDFDocument from 'pdfkit';

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

interface Encoded {
  /** The glyph ids as the bytes of a PDF literal string, escaped, without the parentheses. */
  bytes: string;
  /** Advance in 1/1000 em. */
  advance: number;
}

// Combining marks: a text holding one is composed (NFC) before its characters are looked up.
const COMBINING = /[\u0300-\u036f\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f]/;

/** A byte of a PDF literal string: parentheses, backslash and line ends escaped (ISO 32000 7.3.4.2). */
function literalByte(byte: number): string {
  switch (byte) {
    case 0x28:
      return '\\(';
    case 0x29:
      return '\\)';
    case 0x5c:
      return '\\\\';
    case 0x0a:
      return '\\n';
    case 0x0d:
      return '\\r';
    default:
      return String.fromCharCode(byte);
  }
}

/**
 * Text encoded for one embedded font, a character at a time. pdfkit's `encode` shapes every string
 * with fontkit (about 0.1–0.2 ms a call here), which made a 10,000-row register cost seconds; a table
 * cell needs no shaping, so each distinct character is shaped once and a string's glyphs and width
 * are the sum of its characters'. The price: no kerning and no ligatures (`fi` stays two glyphs).
 * Glyph ids are written as two-byte literal strings (Identity-H), half the bytes of hex.
 */
export class FontEncoder {
  /** Characters of the Basic Multilingual Plane by UTF-16 code, the others by their text. */
  private readonly byCode: (Encoded | undefined)[] = [];
  private readonly astral = new Map<string, Encoded>();
  private readonly texts = new Map<string, Encoded>();

  private readonly font: PdfkitFont;

  private constructor(font: PdfkitFont) {
    this.font = font;
  }

  /** The encoder of a font registered on `doc` under `name` (see `fonts.ts`). */
  static of(doc: Document, name: string): FontEncoder {
    doc.font(name);
    // pdfkit keeps the font object it just selected in `_font`; it has no public accessor.
    return new FontEncoder((doc as unknown as { _font: PdfkitFont })._font);
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

  width(text: string, size: number): number {
    return (this.encoded(text).advance * size) / 1000;
  }

  /** The text as a PDF string operand of glyph ids (`(\0A\0B)`), encoded once per distinct text. */
  pdfString(text: string): string {
    return `(${this.encoded(text).bytes})`;
  }

  private encoded(text: string): Encoded {
    let found = this.texts.get(text);
    if (!found) {
      found = this.encode(COMBINING.test(text) ? text.normalize('NFC') : text);
      this.texts.set(text, found);
    }
    return found;
  }

  private encode(text: string): Encoded {
    let bytes = '';
    let advance = 0;
    for (let index = 0; index < text.length; index++) {
      const code = text.charCodeAt(index);
      let character = this.byCode[code];
      if (!character) {
        const point = text.codePointAt(index) ?? code;
        if (point > 0xffff) index++;
        character = this.character(String.fromCodePoint(point), point);
      }
      bytes += character.bytes;
      advance += character.advance;
    }
    return { bytes, advance };
  }

  /** A character shaped by pdfkit (which adds its glyph to the font's subset), once. */
  private character(character: string, point: number): Encoded {
    const known =
      point > 0xffff || (point >= 0xd800 && point <= 0xdfff) ? this.astral.get(character) : undefined;
    if (known) return known;
    const [glyphs, positions] = this.font.encode(character);
    let bytes = '';
    for (const glyph of glyphs) {
      const id = Number.parseInt(glyph, 16);
      bytes += literalByte(id >> 8) + literalByte(id & 0xff);
    }
    let advance = 0;
    for (const position of positions) advance += position.xAdvance;
    const encoded = { bytes, advance };
    if (point > 0xffff || (point >= 0xd800 && point <= 0xdfff)) this.astral.set(character, encoded);
    else this.byCode[point] = encoded;
    return encoded;
  }
}
