import type PDFDocument from 'pdfkit';
import type { FontEncoder } from './font-encoder.ts';
import type { LaidOutDocument, LaidOutPage, TextStyle } from './table-document.ts';

type Document = InstanceType<typeof PDFDocument>;

export type PageFonts = Readonly<Record<TextStyle, FontEncoder>>;

/**
 * Draws laid-out pages on a pdfkit document opened at the same page size with no margins (its first
 * page already added). Each page is written as one content stream: fills, rules, then one text block
 * whose lines are placed with `Tm` and shown with `Tj`. pdfkit's `text()` would measure, wrap and
 * encode every call again, which is where a big register's time went; here everything was measured
 * by the layout and every distinct string is encoded once.
 */
export function drawPages(doc: Document, laidOut: LaidOutDocument, fonts: PageFonts): void {
  laidOut.pages.forEach((page, index) => {
    if (index > 0) doc.addPage();
    const resources: Record<string, unknown> = doc.page.fonts;
    for (const font of Object.values(fonts)) resources[font.id] = font.reference();
    // Bytes rather than a string: pdfkit copies a string into bytes one character at a time.
    doc.addContent(Buffer.from(`${pageContent(page, laidOut.height, fonts)}\n`, 'latin1'));
  });
}

/** A number as PDF content writes it: at most two decimals. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/**
 * The page's content stream. pdfkit starts every page with a flip to top-left coordinates, so fills
 * and rules use the layout's coordinates as they are; text is drawn in the unflipped space (glyphs
 * would otherwise be upside down), its baseline one ascent below the line's top.
 */
function pageContent(page: LaidOutPage, pageHeight: number, fonts: PageFonts): string {
  const out: string[] = [];
  for (const fill of page.fills) {
    out.push(`${n(fill.gray)} g ${n(fill.x)} ${n(fill.y)} ${n(fill.width)} ${n(fill.height)} re f`);
  }
  out.push('0 g');
  let stroke = '';
  for (const rule of page.rules) {
    const style = `${n(rule.width)} w ${n(rule.gray)} G`;
    if (style !== stroke) {
      out.push(style);
      stroke = style;
    }
    out.push(`${n(rule.x1)} ${n(rule.y1)} m ${n(rule.x2)} ${n(rule.y2)} l S`);
  }
  out.push(`q 1 0 0 -1 0 ${n(pageHeight)} cm BT`);
  let selected = '';
  for (const text of page.texts) {
    const font = fonts[text.style];
    const selection = `/${font.id} ${n(text.size)} Tf`;
    if (selection !== selected) {
      out.push(selection);
      selected = selection;
    }
    const baseline = pageHeight - text.y - font.ascent * text.size;
    out.push(`1 0 0 1 ${n(text.x)} ${n(baseline)} Tm ${font.pdfString(text.text)} Tj`);
  }
  out.push('ET Q');
  return out.join('\n');
}
