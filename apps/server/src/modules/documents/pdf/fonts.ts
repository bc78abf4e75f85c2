import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFDocument from 'pdfkit';
import { readCoverage } from './cmap.ts';
import type { TextStyle } from './table-document.ts';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);
const fontFiles = path.join(path.dirname(require.resolve('@fontsource/roboto/package.json')), 'files');

/** A font file of the package and the name a pdfkit document knows it by. */
export interface FontFile {
  name: string;
  file: string;
}

const roboto = (subset: string, weight: 400 | 700): FontFile => ({
  name: `Roboto-${subset}-${weight}`,
  file: path.join(fontFiles, `roboto-${subset}-${weight}-normal.woff`),
});

/**
 * The fonts every document embeds (subset): Roboto, the web client's font, from the same package, so a
 * printed register reads like the screen and carries the euro sign and Italian accents. The package
 * ships WOFF; pdfkit is given the TrueType file inside it.
 */
export const FONTS = {
  regular: { name: 'Roboto', file: path.join(fontFiles, 'roboto-latin-400-normal.woff') },
  bold: { name: 'Roboto-Bold', file: path.join(fontFiles, 'roboto-latin-700-normal.woff') },
} as const satisfies Record<TextStyle, FontFile>;

/**
 * The package's other subsets of Roboto, in the order they are looked into for a character the main
 * font (`FONTS`, the Latin subset) lacks: a Romanian ș, a Polish Ł, a Czech ř (Latin Extended), then
 * Vietnamese, Greek, Cyrillic, and the mathematical signs and symbols. A document embeds one (subset)
 * only when it draws one of its characters (`font-family.ts`).
 */
const FALLBACK_SUBSETS = [
  'latin-ext',
  'vietnamese',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'math',
  'symbols',
] as const;

export const FALLBACK_FONTS: Readonly<Record<TextStyle, readonly FontFile[]>> = {
  regular: FALLBACK_SUBSETS.map((subset) => roboto(subset, 400)),
  bold: FALLBACK_SUBSETS.map((subset) => roboto(subset, 700)),
};

/** `read` of a font file, done once per file and process. */
function oncePerFile<T>(read: (file: string) => T): (file: string) => T {
  const byFile = new Map<string, T>();
  return (file) => {
    let value = byFile.get(file);
    if (value === undefined) {
      value = read(file);
      byFile.set(file, value);
    }
    return value;
  };
}

/** A font's file unwrapped from WOFF (see `woffToSfnt`). */
export const fontData = oncePerFile((file) => woffToSfnt(readFileSync(file)));

/** The characters a font file has glyphs for, read from its cmap (64 KB a font). */
export const coverageOf = oncePerFile((file) => readCoverage(fontData(file)));

/** Registers the fonts on a pdfkit document under their names (`doc.font(FONTS.bold.name)`). */
export function registerFonts(doc: InstanceType<typeof PDFDocument>): void {
  for (const font of Object.values(FONTS)) doc.registerFont(font.name, fontData(font.file));
}
