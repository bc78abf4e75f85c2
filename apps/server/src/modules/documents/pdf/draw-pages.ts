import { deflateSync } from 'node:zlib';
import type PDFDocument from 'pdfkit';
import { ContentBytes } from './content-bytes.ts';
import type { FontEncoder } from './font-encoder.ts';
import type { FontFamily } from './font-family.ts';
import type { LaidOutPage, PlacedText, TextStyle } from './table-document.ts';

type Document = InstanceType<typeof PDFDocument>;

export type PageFonts = Readonly<Record<TextStyle, FontFamily>>;

const NEWLINE = 0x0a;

/**
 * The zlib level page contents are compressed at. pdfkit compresses every stream at zlib's default (6),
 * which took a quarter of a 100,000-row register's time (68 MB of content: 1.3 s of CPU); level 3
 * takes 0.95 s for a file 7 % larger (17.7 MB against 16.6), level 1 little less again.
 */
const CONTENT_LEVEL = 3;

/**
 * The members of pdfkit's stream object (`PDFReference`, 0.20) that a page's content is compressed
 * through: its pending chunks, whether pdfkit will compress them when the page is written, and its
 * dictionary. Not in @types/pdfkit.
 */
interface PdfkitStream {
  buffer: Uint8Array[];
  compress: boolean;
  data: Record<string, unknown>;
}

function isPdfkitStream(value: unknown): value is PdfkitStream {
  const stream = value as Partial<PdfkitStream> | undefined;
  return (
    Array.isArray(stream?.buffer) && typeof stream?.compress === 'boolean' && typeof stream?.data === 'object'
  );
}

/**
 * Draws laid-out pages, one at a time, on a pdfkit document opened at the same page size with no
 * margins (its first page already added). Each page is written as one content stream: fills, rules,
 * then one text block whose lines are placed with `Tm` and shown with `Tj`. pdfkit's `text()` would
 * measure, wrap and encode every call again, which is where a big register's time went; here
 * everything was measured by the layout and the content is written straight into bytes.
 *
 * pdfkit (without `bufferPages`) writes a page out when the next is added, so only the page being
 * drawn is held. (Compressing a page's content on zlib's threads while the next is laid out was tried:
 * on the shared 2-core machine the hand-over to a thread and back for each page cost more CPU than
 * the overlap saved.)
 */
export class PageDrawer {
  private readonly content = new ContentBytes();
  private drawn = 0;
  /** The fallback fonts the page being drawn uses (`FontFamily`), to be listed among its resources. */
  private readonly fallbacksUsed: FontEncoder[] = [];

  private readonly doc: Document;
  private readonly pageHeight: number;
  private readonly fonts: PageFonts;

  constructor(doc: Document, pageHeight: number, fonts: PageFonts) {
    this.doc = doc;
    this.pageHeight = pageHeight;
    this.fonts = fonts;
  }

  /**
   * Draws a page after the previous one, which pdfkit then writes out. The page's content is
   * compressed here at `CONTENT_LEVEL`, with what pdfkit wrote on the page before it, and pdfkit is
   * told not to compress it again; should pdfkit's stream not look as expected (another version), the
   * content is handed over plain and pdfkit compresses it as every other stream.
   */
  draw(page: LaidOutPage): void {
    const { doc, fonts, content } = this;
    if (this.drawn > 0) doc.addPage();
    this.drawn++;
    const resources: Record<string, unknown> = doc.page.fonts;
    for (const family of Object.values(fonts)) resources[family.main.id] = family.main.reference();
    content.clear();
    const stream: unknown = (doc.page as unknown as { content?: unknown }).content;
    if (!doc.compress || !isPdfkitStream(stream) || !stream.compress) {
      this.writeContent(page, resources);
      doc.addContent(Buffer.from(content.written()));
      return;
    }
    // What pdfkit wrote on the page (the flip to top-left coordinates), then the page's own content.
    for (const chunk of stream.buffer) content.raw(chunk);
    this.writeContent(page, resources);
    const compressed = deflateSync(content.written(), { level: CONTENT_LEVEL });
    stream.buffer = [compressed];
    stream.compress = false;
    stream.data.Filter = 'FlateDecode';
    stream.data.Length = compressed.length;
  }

  /**
   * The page's content stream. pdfkit starts every page with a flip to top-left coordinates, so fills
   * and rules use the layout's coordinates as they are; text is drawn in the unflipped space (glyphs
   * would otherwise be upside down), its baseline one ascent below the line's top. Numbers have at
   * most two decimals; a stroke style or a font is set only when it changes. A text the main font of
   * its style cannot write alone is written in runs (`writeRuns`); the fallback fonts it takes are
   * added to the page's `resources`.
   */
  private writeContent(page: LaidOutPage, resources: Record<string, unknown>): void {
    const { content: out, pageHeight } = this;
    for (const fill of page.fills) {
      out.number(fill.gray);
      out.ascii(' g ');
      out.number(fill.x);
      out.byte(0x20);
      out.number(fill.y);
      out.byte(0x20);
      out.number(fill.width);
      out.byte(0x20);
      out.number(fill.height);
      out.ascii(' re f\n');
    }
    out.ascii('0 g\n');
    // Styles and sizes are compared as written (hundredths), as the content would show them.
    let strokeWidth = Number.NaN;
    let strokeGray = Number.NaN;
    for (const rule of page.rules) {
      const width = Math.round(rule.width * 100);
      const gray = Math.round(rule.gray * 100);
      if (width !== strokeWidth || gray !== strokeGray) {
        out.number(rule.width);
        out.ascii(' w ');
        out.number(rule.gray);
        out.ascii(' G\n');
        strokeWidth = width;
        strokeGray = gray;
      }
      out.number(rule.x1);
      out.byte(0x20);
      out.number(rule.y1);
      out.ascii(' m ');
      out.number(rule.x2);
      out.byte(0x20);
      out.number(rule.y2);
      out.ascii(' l S\n');
    }
    out.ascii('q 1 0 0 -1 0 ');
    out.number(pageHeight);
    out.ascii(' cm BT\n');
    let font: FontEncoder | undefined;
    let size = Number.NaN;
    this.fallbacksUsed.length = 0;
    for (const text of page.texts) {
      const family = this.fonts[text.style];
      const textFont = family.main;
      const textSize = Math.round(text.size * 100);
      const start = out.length;
      const setFont = textFont.id !== font?.id || textSize !== size;
      if (setFont) {
        out.byte(0x2f);
        out.ascii(textFont.id);
        out.byte(0x20);
        out.number(text.size);
        out.ascii(' Tf\n');
      }
      this.writePosition(text, textFont.ascent);
      if (textFont.write(out, text.text)) {
        out.ascii(' Tj\n');
        if (setFont) {
          font = textFont;
          size = textSize;
        }
        continue;
      }
      // A character the main font lacks: the text again, from its position, in runs.
      out.length = start;
      this.writePosition(text, textFont.ascent);
      font = this.writeRuns(family, text, textSize === size ? font : undefined);
      size = textSize;
    }
    out.ascii('ET Q');
    out.byte(NEWLINE);
    for (const fallback of this.fallbacksUsed) resources[fallback.id] = fallback.reference();
  }

  /**
   * Where a line of text starts: its baseline one ascent (of the main font: Roboto's subsets share
   * their metrics) below its top. Absolute positions: lines placed relative to each other (`Td`) were
   * a fifth fewer bytes, but a viewer adding the steps up can land a line on the next pixel (seen in
   * poppler at 150 dpi).
   */
  private writePosition(text: PlacedText, ascent: number): void {
    const out = this.content;
    out.ascii('1 0 0 1 ');
    out.number(text.x);
    out.byte(0x20);
    out.number(this.pageHeight - text.y - ascent * text.size);
    out.ascii(' Tm ');
  }

  /**
   * A text in runs of one font each (`FontFamily.runs`), shown one after the other: each `Tj` moves
   * the text position by the widths of its glyphs, so a run starts where the previous one ended. The
   * font is set before a run whose font is not `current` (set at the text's size already, if any);
   * answers the font set last.
   */
  private writeRuns(family: FontFamily, text: PlacedText, current: FontEncoder | undefined): FontEncoder {
    const out = this.content;
    let font = current;
    for (const run of family.runs(text.text)) {
      if (run.font !== font) {
        font = run.font;
        out.byte(0x2f);
        out.ascii(font.id);
        out.byte(0x20);
        out.number(text.size);
        out.ascii(' Tf ');
        if (font !== family.main && !this.fallbacksUsed.includes(font)) this.fallbacksUsed.push(font);
      }
      if (!font.write(out, run.text)) throw new Error(`${font.id} lacks a character of its run`);
      out.ascii(' Tj ');
    }
    out.byte(NEWLINE);
    // A text has at least one character, so one run: the font is set.
    return font as FontEncoder;
  }
}
