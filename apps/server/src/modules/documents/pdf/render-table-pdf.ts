import { type ArchivalPdfInfo, renderArchivalPdf } from './archival-pdf.ts';
import type { TableDocument } from './table-document.ts';
import { layoutTableDocument } from './table-layout.ts';

/**
 * What a table document says about itself in the PDF's properties and XMP: its title (what a viewer
 * shows in its title bar), and for the registers which document it is and the school's name and code.
 */
export type PdfInfo = ArchivalPdfInfo;

/** Renders a table document to a PDF/A-2b file: lays it all out first (so "di M" is known), then draws it. */
export function renderTablePdf(document: TableDocument, info: PdfInfo): Promise<Buffer> {
  return renderArchivalPdf(info, document.page.orientation, (metrics) =>
    layoutTableDocument(document, metrics),
  );
}
