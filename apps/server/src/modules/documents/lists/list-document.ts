import { DOCUMENT_TYPES } from '@inventario/shared/domain/documents/document-types';
import type { ColumnSpec, HeadingLine, TableDocument, TableRow } from '../pdf/table-document.ts';
import { type PrintSchool, schoolHeadingLines } from '../print-school.ts';

/** The school as the lists head it. */
export type ListSchool = PrintSchool;

/** The Italian title of a document type, as the catalogue names it (and the documents print it). */
export function documentTitleOf(documentType: number): string {
  const found = DOCUMENT_TYPES.find((type) => type.id === documentType);
  if (!found) throw new Error(`unknown document type ${documentType}`);
  return found.description;
}

/** A count with the thousands grouped as amounts are (`10.000`). */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** "1 bene", "12 beni". */
export function assetCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'bene' : 'beni'}`;
}

/** A row of `width` cells, blank but for the given ones. */
export function sparseRow(width: number, cells: Record<number, string>, kind: TableRow['kind']): TableRow {
  return { cells: Array.from({ length: width }, (_, index) => cells[index] ?? ''), kind };
}

/** The register a list is limited to (the print dialog's Register field), or null for all. */
export type ListRegister = { description: string } | null | undefined;

interface ListDocumentParts {
  school: ListSchool;
  documentType: number;
  /** The lines under the title: dates, register, supplier… */
  subtitle: readonly string[];
  /** Named under the subtitle: the list shows only this register's assets. */
  register?: ListRegister;
  columns: readonly ColumnSpec[];
  rows: readonly TableRow[];
  emptyMessage: string;
  orientation?: 'portrait' | 'landscape';
}

/**
 * A list print as a table document: the school, the document's title and its conditions heading every
 * page, "Pagina N di M" at the foot.
 */
export function listDocument(parts: ListDocumentParts): TableDocument {
  const heading: HeadingLine[] = [
    ...schoolHeadingLines(parts.school),
    { text: documentTitleOf(parts.documentType), style: 'bold', size: 12, align: 'center' },
    ...[...parts.subtitle, ...(parts.register ? [`Registro: ${parts.register.description}`] : [])].map(
      (text): HeadingLine => ({ text, size: 9, align: 'center' }),
    ),
  ];
  return {
    page: {
      size: 'A4',
      orientation: parts.orientation ?? 'landscape',
      margins: { top: 28, right: 28, bottom: 22, left: 28 },
    },
    heading,
    columns: parts.columns,
    rows: parts.rows,
    emptyMessage: parts.emptyMessage,
    footer: (page, pages) => `Pagina ${page} di ${pages}`,
  };
}
