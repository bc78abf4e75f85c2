import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { PageDrawer, type PageFonts } from './draw-pages.ts';
import { FontFamily } from './font-family.ts';
import { FONTS, fontData } from './fonts.ts';
import type { PageOrientation, PageSequence, TextMetrics } from './table-document.ts';

type Document = InstanceType<typeof PDFDocument>;

/** The school a document is kept for: its name and ministerial code (codice meccanografico). */
export interface ArchiveSchool {
  name: string;
  ministerialCode: string;
}

/** What a document says about itself in its properties and its XMP metadata. */
export interface ArchivalPdfInfo {
  /** The document's title (what a viewer shows in its title bar): `dc:title`. */
  title: string;
  /** Which document it is ("Registro di inventario", "Modello K"…): `dc:description`, the keywords. */
  kind?: string;
  /** The school it belongs to: `dc:creator` "name (code)", the keywords. */
  school?: ArchiveSchool;
  /** When it was made (default: now): `xmp:CreateDate`. */
  createdAt?: Date;
  /** Its language (default Italian): the catalog's `/Lang`. */
  lang?: string;
}

/**
 * The conformance every printed document is written to: PDF/A-2b (ISO 19005-2, level B), the form the
 * registers and minutes are kept in for legal archiving. pdfkit (0.14+) writes, for this `subset`, the
 * XMP identification (`pdfaid:part` 2, `pdfaid:conformance` B) and an sRGB output intent with its ICC
 * profile; PDF/A-2 rests on PDF 1.7, and pdfkit writes no XMP at all for its default version 1.3.
 */
export const ARCHIVAL_PDF = { subset: 'PDF/A-2b', pdfVersion: '1.7' } as const;

/** Characters XML 1.0 cannot carry at all (C0 controls but tab and line ends): dropped from the properties. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters the regex removes.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const clean = (text: string) => text.replace(NOT_XML, '').replace(/\s+/g, ' ').trim();

/** The document information dictionary pdfkit writes, and copies into the XMP at `end()`. */
export function archivalInfo(info: ArchivalPdfInfo): PDFKit.DocumentInfo {
  const school = info.school && `${clean(info.school.name)} (${clean(info.school.ministerialCode)})`;
  const kind = info.kind && clean(info.kind);
  const keywords = [
    kind,
    info.school && clean(info.school.name),
    info.school && clean(info.school.ministerialCode),
  ].filter((keyword): keyword is string => Boolean(keyword));
  return {
    Title: clean(info.title),
    ...(kind ? { Subject: kind } : {}),
    ...(school ? { Author: school } : {}),
    ...(keywords.length > 0 ? { Keywords: keywords.join('; ') } : {}),
    Creator: 'Inventario',
    Producer: 'Inventario',
    CreationDate: info.createdAt ?? new Date(),
  };
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** pdfkit's part of a document that writes the XMP (0.20: `MetadataMixin`); not in @types/pdfkit. */
interface PdfkitXmp {
  info: PDFKit.DocumentInfo;
  _addInfo(this: PdfkitXmp): void;
}

/**
 * pdfkit copies the properties into the XMP as they are (0.20.2, `_addInfo`): a school named "Rossi &
 * Figli" would make the metadata malformed XML, which no PDF/A validator reads. They are escaped for
 * that one write; the information dictionary, written before it, keeps the plain text, so the two say
 * the same thing, as PDF/A asks.
 */
function escapeXmpTexts(doc: Document): void {
  const xmp = doc as unknown as PdfkitXmp;
  const addInfo = xmp._addInfo;
  if (typeof addInfo !== 'function') throw new Error('pdfkit no longer writes the XMP in _addInfo');
  xmp._addInfo = function (this: PdfkitXmp) {
    const plain = this.info;
    this.info = Object.fromEntries(
      Object.entries(plain).map(([key, value]) => [
        key,
        typeof value === 'string' ? value.replace(/[&<>]/g, (c) => XML_ESCAPES[c] ?? c) : value,
      ]),
    );
    try {
      addInfo.call(this);
    } finally {
      this.info = plain;
    }
  };
}

/** The layout's view of the fonts: the same widths the drawing will write. */
function metricsOf(fonts: PageFonts): TextMetrics {
  return {
    width: (text, style, size) => fonts[style].width(text, size),
    lineHeight: (size) => fonts.regular.main.lineHeight(size),
  };
}

/** The size of the blocks the file's bytes are gathered in. */
const SLAB = 256 * 1024;

/**
 * The file's bytes as pdfkit writes them. pdfkit writes in small pieces (each object's header, its
 * dictionary, `stream`, its bytes, `endstream`… a few per object): they are copied into blocks of
 * `SLAB` bytes as they come, so a document of thousands of pages does not keep hundreds of thousands
 * of small buffers until its end; a piece larger than a quarter block is kept as it is.
 */
function collectBytes(doc: Document): Promise<Buffer> {
  const blocks: Uint8Array[] = [];
  let slab = Buffer.allocUnsafe(SLAB);
  let used = 0;
  let length = 0;
  const closeSlab = () => {
    if (used === 0) return;
    blocks.push(slab.subarray(0, used));
    slab = Buffer.allocUnsafe(SLAB);
    used = 0;
  };
  doc.on('data', (chunk: Uint8Array) => {
    length += chunk.length;
    if (chunk.length > SLAB / 4) {
      closeSlab();
      blocks.push(chunk);
      return;
    }
    if (used + chunk.length > SLAB) closeSlab();
    slab.set(chunk, used);
    used += chunk.length;
  });
  return new Promise((resolve, reject) => {
    doc.on('end', () => {
      closeSlab();
      resolve(Buffer.concat(blocks, length));
    });
    doc.on('error', reject);
  });
}

/** How long the drawing runs before it lets the event loop turn (the server's other work, the bytes out). */
const TURN_MS = 20;

/**
 * Renders A4 pages as a PDF/A-2b file: `layout` is given the embedded fonts' metrics and answers the
 * pages (it knows how many there are, so "di M" is written on each), which are drawn one at a time as
 * they are read; pdfkit writes each page out when the next is added, and the event loop turns every
 * `TURN_MS` of drawing. Only Roboto is ever referenced: it is the document's default font from its
 * construction, so pdfkit's Helvetica (one of the 14 standard fonts, never embedded, which PDF/A
 * forbids) is not even loaded; a character its Latin subset lacks is drawn with another of Roboto's
 * subsets, embedded only if used, or as "?" if none has it, never as .notdef, which PDF/A forbids too
 * (`font-family.ts`). No encryption, no transparency, no image.
 */
export async function renderArchivalPdf(
  info: ArchivalPdfInfo,
  orientation: PageOrientation,
  layout: (metrics: TextMetrics) => PageSequence,
): Promise<Buffer> {
  const doc = new PDFDocument({
    ...ARCHIVAL_PDF,
    size: 'A4',
    layout: orientation,
    margin: 0,
    lang: info.lang ?? 'it-IT',
    displayTitle: true,
    // pdfkit opens a font from its bytes too; @types/pdfkit 0.17 declares a file path only.
    font: fontData(FONTS.regular.file) as unknown as string,
    info: archivalInfo(info),
  });
  const bytes = collectBytes(doc);
  // Awaited only once every page is drawn: an error of the stream meanwhile must not go unhandled.
  bytes.catch(() => {});
  escapeXmpTexts(doc);
  const fonts: PageFonts = { regular: FontFamily.of(doc, 'regular'), bold: FontFamily.of(doc, 'bold') };
  const laidOut = layout(metricsOf(fonts));
  const drawer = new PageDrawer(doc, laidOut.height, fonts);
  let turned = performance.now();
  for (const page of laidOut.pages) {
    drawer.draw(page);
    if (performance.now() - turned > TURN_MS) {
      await nextTurn();
      turned = performance.now();
    }
  }
  doc.end();
  return bytes;
}
