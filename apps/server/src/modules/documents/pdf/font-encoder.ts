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

interface GlyphRun {
  hex: string;
  /** Advance in 1/1000 em. */
  advance: number;
}

/**
 * Text encoded for one embedded font, a character at a time. pdfkit's `encode` shapes every string
 * with fontkit (about 0.1–0.2 ms a call here), which made a 10,000-row register cost seconds; a table
 * cell needs no shaping, so each distinct character is shaped once and a string's glyphs and width
 * are the sum of its characters'. The price: no kerning and no ligatures (`fi` stays two glyphs).
 * Texts are read as NFC so an accented letter is one precomposed glyph.
 */
export class FontEncoder {
  private readonly characters = new Map<string, GlyphRun>();
  private readonly texts = new Map<string, string>();

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
    let advance = 0;
    for (const character of text.normalize('NFC')) advance += this.glyphs(character).advance;
    return (advance * size) / 1000;
  }

  /** The text as a PDF hex string of glyph ids (`<002A0031>`), computed once per distinct text. */
  hexString(text: string): string {
    let hex = this.texts.get(text);
    if (hex === undefined) {
      const parts: string[] = [];
      for (const character of text.normalize('NFC')) parts.push(this.glyphs(character).hex);
      hex = `<${parts.join('')}>`;
      this.texts.set(text, hex);
    }
    return hex;
  }

  private glyphs(character: string): GlyphRun {
    let run = this.characters.get(character);
    if (!run) {
      const [glyphs, positions] = this.font.encode(character);
      let advance = 0;
      for (const position of positions) advance += position.xAdvance;
      run = { hex: glyphs.join(''), advance };
      this.characters.set(character, run);
    }
    return run;
  }
}
