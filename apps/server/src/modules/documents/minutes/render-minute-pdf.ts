import PDFDocument from 'pdfkit';
import { drawPages, type PageFonts } from '../pdf/draw-pages.ts';
import { FontEncoder } from '../pdf/font-encoder.ts';
import { FONTS, registerFonts } from '../pdf/fonts.ts';
import type { MinuteDocument } from './minute-document.ts';
import { layoutMinute } from './minute-layout.ts';

/** Renders a minute to an A4 portrait PDF: laid out first (so "di M" is known), then drawn. */
export async function renderMinutePdf(document: MinuteDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margin: 0,
    displayTitle: true,
    info: { Title: document.title, Creator: 'Inventario', Producer: 'Inventario' },
  });
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  const fonts: PageFonts = {
    regular: FontEncoder.of(doc, FONTS.regular.name),
    bold: FontEncoder.of(doc, FONTS.bold.name),
  };
  const metrics = {
    width: (text: string, style: keyof PageFonts, size: number) => fonts[style].width(text, size),
    lineHeight: (size: number) => fonts.regular.lineHeight(size),
  };
  drawPages(doc, layoutMinute(document, metrics), fonts);
  doc.end();
  return bytes;
}
