import PDFDocument from 'pdfkit';
import { FONTS, registerFonts } from '../pdf/fonts.ts';
import {
  type Barcode,
  barRuns,
  centredStart,
  fitModuleWidth,
  fitQrModule,
  type QrCode,
  qrRuns,
} from './barcode.ts';
import type { LabelsPlan, LabelTemplate, PlacedLabel, TextSlot } from './label-layout.ts';
import type { LabelView } from './label-view.ts';
import { numberRuns } from './number-runs.ts';
import { wrapText } from './wrap-text.ts';

type Doc = InstanceType<typeof PDFDocument>;

/**
 * Draws a plan's pages with pdfkit: text with the documents' fonts, each barcode as vector bars. Every
 * label of a plan shares one template, so a text's width (for centring) and the heading's lines are
 * measured once per distinct string, and the lines every label repeats (heading, ministerial code) are
 * drawn once, as a form XObject each label places (`sharedLines`).
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
  const shared = sharedLines(doc, painter, plan);
  // A zebra print has a page a label: without a QR code its content (the shared lines placed, two
  // lines of text, the bars) is some 600 bytes, which deflate shrinks by half at a fixed cost of
  // 0.1 ms a stream, as much as drawing the label (bench/README.md); so it stays as it is. Sheets of
  // 24 labels and the QR codes' many modules are compressed.
  const smallPages = plan.pages.every((page) => page.length <= 1) && !plan.template.qr;
  for (const page of plan.pages) {
    doc.addPage({ size: [plan.pageSize.width, plan.pageSize.height], margin: 0 });
    if (smallPages) keepUncompressed(doc.page.content);
    // The bars and QR modules are filled black; so is the text, whose colour is the page's default.
    doc.fillColor('black');
    for (const label of page) drawLabel(doc, painter, shared, plan.template, label, { barcodes, qrCodes });
  }
  doc.end();
  return bytes;
}

/**
 * A stream pdfkit would deflate, kept as it is: pdfkit marks a stream `FlateDecode` on its first write
 * (the page's first line, its coordinate flip) and deflates it when it ends, if still asked to.
 */
function keepUncompressed(stream: PDFKit.PDFKitReference) {
  stream.compress = false;
  delete (stream.data as { Filter?: string }).Filter;
}

/** pdfkit's numbers in content streams: at most six decimals. */
const pdfNumber = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * What pdfkit writes to the page while `draw` runs, taken instead into a string, with the fonts it
 * uses: the content of a form XObject.
 */
function captured(doc: Doc, draw: () => void): { content: string; fonts: Record<string, unknown> } {
  const page = doc.page;
  const chunks: string[] = [];
  const fonts: Record<string, unknown> = {};
  doc.page = {
    height: page.height,
    width: page.width,
    fonts,
    write: (chunk: string) => chunks.push(chunk),
  } as unknown as typeof page;
  try {
    draw();
  } finally {
    doc.page = page;
  }
  return { content: chunks.join('\n'), fonts };
}

type SharedLines = ReturnType<typeof sharedLines>;

/**
 * The heading and the ministerial code, the same on every label of a print: drawn once into a form
 * XObject (in the cell's coordinates, as a label at the page's top left corner would draw them), which
 * each label places with one `Do`. Their text is shaped once instead of once a label, and a zebra
 * print's 10,000 pages stay small. Answers the form's name on the current page, or null when the
 * template carries neither line.
 */
function sharedLines(doc: Doc, painter: TextPainter, plan: LabelsPlan) {
  const { template, cellSize } = plan;
  const forms = new Map<string, { name: string; form: PDFKit.PDFKitReference }>();
  return (view: LabelView): string | null => {
    const lines: [TextSlot, string][] = [];
    if (template.heading && view.heading) lines.push([template.heading, view.heading]);
    if (template.codMin && view.codMin) lines.push([template.codMin, view.codMin]);
    if (lines.length === 0) return null;
    const key = `${view.heading}\u0000${view.codMin}`;
    let shared = forms.get(key);
    if (!shared) {
      const { content, fonts } = captured(doc, () => {
        for (const [slot, text] of lines) painter.centred(slot, text, template.x, 0, template.width);
      });
      const form = doc.ref({
        Type: 'XObject',
        Subtype: 'Form',
        BBox: [0, 0, cellSize.width, cellSize.height],
        Resources: { Font: fonts },
      });
      form.end(content);
      shared = { name: `Lbl${forms.size + 1}`, form };
      forms.set(key, shared);
    }
    const xobjects = doc.page.xobjects as Record<string, unknown>;
    if (!xobjects[shared.name]) xobjects[shared.name] = shared.form;
    return shared.name;
  };
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
  const shapeNumbers = numberRuns(doc);
  const lineHeight = (slot: TextSlot) => slot.size * slot.lineHeight;
  const draw = (line: string, left: number, top: number) => {
    shapeNumbers(line);
    doc.text(line, left, top, { lineBreak: false });
  };
  return {
    /** Lines of `text` centred in the column from `x`, `width` wide, from the slot's top. */
    centred(slot: TextSlot, text: string, x: number, y: number, width: number) {
      const font = use(slot);
      // Most lines fit as they are (every number does): one measure, which centring needs anyway.
      const textWidth = measure(font, text);
      if (textWidth <= width) {
        // A heading of one line sits in the middle of its two-line slot.
        draw(text, x + (width - textWidth) / 2, y + slot.y + ((slot.maxLines - 1) * lineHeight(slot)) / 2);
        return;
      }
      const key = `${font}|${width}|${text}`;
      let lines = wrapped.get(key);
      if (!lines) {
        lines = wrapText(text, width, slot.maxLines, (part) => measure(font, part));
        wrapped.set(key, lines);
      }
      const top = y + slot.y + ((slot.maxLines - lines.length) * lineHeight(slot)) / 2;
      lines.forEach((line, index) => {
        draw(line, x + (width - measure(font, line)) / 2, top + index * lineHeight(slot));
      });
    },
  };
}

const barPaths = new WeakMap<Barcode, string>();

/** A symbol's bars as a path in modules, 1 high: `x 0 width 1 re` each. */
function barPath(barcode: Barcode): string {
  let path = barPaths.get(barcode);
  if (path === undefined) {
    path = '';
    for (const [at, modules] of barRuns(barcode)) path += `${at} 0 ${modules} 1 re\n`;
    barPaths.set(barcode, path);
  }
  return path;
}

function drawLabel(
  doc: Doc,
  painter: TextPainter,
  shared: SharedLines,
  template: LabelTemplate,
  label: PlacedLabel,
  symbols: { barcodes: ReadonlyMap<string, Barcode>; qrCodes: ReadonlyMap<string, QrCode> },
) {
  const { view } = label;
  const x = label.x + template.x;
  const form = shared(view);
  if (form) doc.addContent(`q 1 0 0 1 ${pdfNumber(label.x)} ${pdfNumber(label.y)} cm /${form} Do Q`);
  const lines: [TextSlot | null, string | null][] = [
    [template.number, view.numberText],
    [template.original, view.originalText],
  ];
  for (const [slot, text] of lines) if (slot && text) painter.centred(slot, text, x, label.y, template.width);
  // Each symbol as one path in its modules (whole numbers), in a space scaled to the module: the
  // same rectangles as in page coordinates, in a third of the bytes.
  if (template.barcode) {
    const barcode = symbols.barcodes.get(view.barcode);
    if (!barcode) throw new Error(`no barcode encoded for ${view.barcode}`);
    const moduleWidth = fitModuleWidth(barcode.modules, template.width, template.module);
    const left = centredStart(barcode.modules, moduleWidth, x, template.width);
    const top = label.y + template.barcode.y;
    const box = `${pdfNumber(moduleWidth)} 0 0 ${pdfNumber(template.barcode.height)} ${pdfNumber(left)} ${pdfNumber(top)}`;
    doc.addContent(`q ${box} cm\n${barPath(barcode)}f Q`);
  }
  if (template.qr) {
    const qr = view.qr ? symbols.qrCodes.get(view.qr) : undefined;
    if (!qr) throw new Error(`no QR code encoded for ${view.qr}`);
    const { side } = template.qr;
    const module = fitQrModule(qr.size, side, template.module.pitch);
    const offset = (side - qr.size * module) / 2;
    const [qrX, qrY] = [label.x + template.qr.x + offset, label.y + template.qr.y + offset];
    const runs = qrRuns(qr).map(([column, row, length]) => `${column} ${row} ${length} 1 re`);
    doc.addContent(
      `q ${pdfNumber(module)} 0 0 ${pdfNumber(module)} ${pdfNumber(qrX)} ${pdfNumber(qrY)} cm\n${runs.join('\n')}\nf Q`,
    );
  }
}
