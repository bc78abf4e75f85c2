import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');

/**
 * The fonts every document embeds (subset): Roboto, the web client's font, from the same package, so a
 * printed register reads like the screen and carries the euro sign and Italian accents. pdfkit reads
 * WOFF through fontkit.
 */
export const FONTS = {
  regular: { name: 'Roboto', file: path.join(fontFiles, 'roboto-latin-400-normal.woff') },
  bold: { name: 'Roboto-Bold', file: path.join(fontFiles, 'roboto-latin-700-normal.woff') },
} as const;

/** Registers the fonts on a pdfkit document under their names (`doc.font(FONTS.bold.name)`). */
export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  for (const font of Object.values(FONTS)) doc.registerFont(font.name, font.file);
}
