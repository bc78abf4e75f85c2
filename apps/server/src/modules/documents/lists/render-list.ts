import { renderTablePdf } from '../pdf/render-table-pdf.ts';
import type { TableDocument } from '../pdf/table-document.ts';

/** A list print as PDF bytes, titled in the PDF's properties with its heading's title line. */
export function renderList(document: TableDocument): Promise<Buffer> {
  const title = document.heading
    .slice(1)
    .map((line) => line.text)
    .join(' — ');
  return renderTablePdf(document, { title });
}
