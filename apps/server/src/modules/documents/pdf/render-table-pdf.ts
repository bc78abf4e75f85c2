import PDFDocument from 'pdfkit';
import { drawPages, type PageFonts } from './draw-pages.ts';
import { FontEncoder } from './font-encoder.ts';
import { FONTS, registerFonts } from './fonts.ts';
import type { TableDocument, TextMetrics } from './table-document.ts';
import { layoutTableDocument } from './table-layout.ts';

export interface PdfInfo {
  /** The document's title in the PDF's properties (what a viewer shows in its title bar). */
  title: string;
}

/** Renders a table document to a PDF: lays it all out first (so "di M" is known), then draws it. */
export async function renderTablePdf(document: TableDocument, info: PdfInfo): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: document.page.orientation,
    margin: 0,
    displayTitle: true,
    info: { Title: info.title, Creator: 'Inventario', Producer: 'Inventario' },
  });
  const bytes = collectBytes(doc);
  registerFonts(doc);
  const fonts: PageFonts = {
    regular: FontEncoder.of(doc, FONTS.regular.name),
    bold: FontEncoder.of(doc, FONTS.bold.name),
  };
  drawPages(doc, layoutTableDocument(document, metricsOf(fonts)), fonts);
  doc.end();
  return bytes;
}

/** The layout's view of the fonts: the same widths the drawing will write. */
function metricsOf(fonts: PageFonts): TextMetrics {
  return {
    width: (text, style, size) => fonts[style].width(text, size),
    lineHeight: (size) => fonts.regular.lineHeight(size),
  };
}

function collectBytes(doc: InstanceType<typeof PDFDocument>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
