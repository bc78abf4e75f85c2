import type { DocumentSummary } from '@inventario/shared/contracts/documents';

export type DocumentFileKind = 'pdf' | 'zpl' | 'other';

/** What a file is, for its download button: the PDF, the ZPL of a zebra printer, or another file. */
export function documentFileKind(
  file: Pick<DocumentSummary['files'][number], 'fileName' | 'contentType'>,
): DocumentFileKind {
  const name = file.fileName.toLowerCase();
  if (file.contentType === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (name.endsWith('.zpl') || file.contentType.includes('zpl')) return 'zpl';
  return 'other';
}
