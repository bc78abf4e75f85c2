import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');

/**
 * The fonts every document embeds (subset): Roboto, the web client's font, from the same package, so a
 * printed register reads like the screen and carries the euro sign and Italian accents. The package
 * ships WOFF; pdfkit is given the TrueType file inside it.
 */
export const FONTS = {
  regular: { name: 'Roboto', file: path.join(fontFiles, 'roboto-latin-400-normal.woff') },
  bold: { name: 'Roboto-Bold', file: path.join(fontFiles, 'roboto-latin-700-normal.woff') },
} as const;

const sfntByFile = new Map<string, Buffer>();

/** A font's file unwrapped from WOFF once per process (see `woffToSfnt`). */
export function fontData(file: string): Buffer {
  let data = sfntByFile.get(file);
  if (!data) {
    data = woffToSfnt(readFileSync(file));
    sfntByFile.set(file, data);
  }
  return data;
}

/** Registers the fonts on a pdfkit document under their names (`doc.font(FONTS.bold.name)`). */
export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  for (const font of Object.values(FONTS)) doc.registerFont(font.name, fontData(font.file));
}
