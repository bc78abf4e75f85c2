import { type ArchivalPdfInfo, renderArchivalPdf } from './archival-pdf.ts';
import type { AnyTableDocument } from './table-document.ts';
import { tablePages } from './table-layout.ts';

/**
 * What a table document says about itself in the PDF's properties and XMP: its title (what a viewer
 * shows in its title bar), and for the registers which document it is and the school's name and code.
 */
export type PdfInfo = ArchivalPdfInfo;

/**
 * Renders a table document to a PDF/A-2b file: a first pass over its rows counts the pages (so "di M"
 * is known), a second lays out each page and draws it before the next (`tablePages`).
 */
export function renderTablePdf(document: AnyTableDocument, info: PdfInfo): Promise<Buffer> {
  return renderArchivalPdf(info, document.page.orientation, (metrics) => tablePages(document, metrics));
}
