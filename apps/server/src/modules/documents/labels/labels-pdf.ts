import PDFDocument from 'pdfkit';
import { FONTS, registerFonts } from '../pdf/fonts.ts';
import {
  type Barcode,
  barRectangles,
  fitModuleWidth,
  fitQrModule,
  type QrCode,
  qrRectangles,
} from './barcode.ts';
import type { LabelsPlan, LabelTemplate, PlacedLabel, TextSlot } from './label-layout.ts';
import { wrapText } from './wrap-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws a plan's pages with pdfkit: text with the documents' fonts, each barcode as vector bars. Every
 * label of a plan shares one template, so a text's width (for centring) and the heading's lines are
 * measured once per distinct string.
 */
export function drawLabelsPdf(
  plan: LabelsPlan,
  barcodes: ReadonlyMap<string, Barcode>,
  qrCodes: ReadonlyMap<string, QrCode> = new Map(),
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [plan.pageSize.width, plan.pageSize.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: 'Etichette inventario', Creator: 'Inventario' },
  });
  registerFonts(doc);
  const bytes = collect(doc);
  const painter = textPainter(doc);
  for (const page of plan.pages) {
    doc.addPage({ size: [plan.pageSize.width, plan.pageSize.height], margin: 0 });
    for (const label of page) drawLabel(doc, painter, plan.template, label, { barcodes, qrCodes });
  }
  doc.end();
  return bytes;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

type TextPainter = ReturnType<typeof textPainter>;

function textPainter(doc: Doc) {
  const charWidths = new Map<string, Map<string, number>>();
  const wrapped = new Map<string, string[]>();
  let current = '';
  const use = (slot: TextSlot) => {
    const font = `${slot.bold ? FONTS.bold.name : FONTS.regular.name}@${slot.size}`;
    if (font !== current) {
      doc.font(slot.bold ? FONTS.bold.name : FONTS.regular.name).fontSize(slot.size);
      current = font;
    }
    return font;
  };
  // A string's width as the sum of its characters' (each measured once per font): pdfkit shapes a
  // whole string to measure it, which cost as much as drawing it; kerning moves a centred line by
  // a fraction of a point.
  const measure = (font: string, text: string) => {
    let widths = charWidths.get(font);
    if (!widths) {
      widths = new Map();
      charWidths.set(font, widths);
    }
    let width = 0;
    for (const char of text) {
      let charWidth = widths.get(char);
      if (charWidth === undefined) {
        charWidth = doc.widthOfString(char);
        widths.set(char, charWidth);
      }
      width += charWidth;
    }
    return width;
  };
  return {
    /** Lines of `text` centred in the column from `x`, `width` wide, from the slot's top. */
    centred(slot: TextSlot, text: string, x: number, y: number, width: number) {
      const font = use(slot);
      const key = `${font}|${width}|${text}`;
      let lines = wrapped.get(key);
      if (!lines) {
        // Most lines fit as they are: one measure, which centring needs anyway.
        lines =
          measure(font, text) <= width
            ? [text]
            : wrapText(text, width, slot.maxLines, (part) => measure(font, part));
        wrapped.set(key, lines);
      }
      const lineHeight = slot.size * slot.lineHeight;
      // A heading of one line sits in the middle of its two-line slot.
      const top = y + slot.y + ((slot.maxLines - lines.length) * lineHeight) / 2;
      lines.forEach((line, index) => {
        const left = x + (width - measure(font, line)) / 2;
        doc.text(line, left, top + index * lineHeight, { lineBreak: false });
      });
    },
  };
}

function drawLabel(
  doc: Doc,
  painter: TextPainter,
  template: LabelTemplate,
  label: PlacedLabel,
  symbols: { barcodes: ReadonlyMap<string, Barcode>; qrCodes: ReadonlyMap<string, QrCode> },
) {
  const { view } = label;
  const x = label.x + template.x;
  const lines: [TextSlot | null, string | null][] = [
    [template.heading, view.heading],
    [template.codMin, view.codMin],
    [template.number, view.numberText],
    [template.original, view.originalText],
  ];
  for (const [slot, text] of lines) if (slot && text) painter.centred(slot, text, x, label.y, template.width);
  if (template.barcode) {
    const barcode = symbols.barcodes.get(view.barcode);
    if (!barcode) throw new Error(`no barcode encoded for ${view.barcode}`);
    const moduleWidth = fitModuleWidth(barcode.modules, template.width, template.module);
    const top = label.y + template.barcode.y;
    for (const [barX, barWidth] of barRectangles(barcode, x, template.width, moduleWidth)) {
      doc.rect(barX, top, barWidth, template.barcode.height);
    }
  }
  if (template.qr) {
    const qr = view.qr ? symbols.qrCodes.get(view.qr) : undefined;
    if (!qr) throw new Error(`no QR code encoded for ${view.qr}`);
    const { side } = template.qr;
    const module = fitQrModule(qr.size, side, template.module.pitch);
    const [qrX, qrY] = [label.x + template.qr.x, label.y + template.qr.y];
    for (const [rx, ry, rw, rh] of qrRectangles(qr, qrX, qrY, side, module)) doc.rect(rx, ry, rw, rh);
  }
  doc.fill('black');
}
