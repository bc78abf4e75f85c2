import type { DocumentSummary } from '../../contracts/documents.ts';
import { describeSubject, type SubjectTextKey } from '../documents/document-subject-text.ts';
import type { ExportCatalog } from './export-columns.ts';
import { type Templates, templateText } from './templates.ts';

/**
 * A subject's words from the client's templates; without one (an API user sending none), its values
 * alone, so the cell still tells two documents apart.
 */
function subjectText(document: DocumentSummary, templates: Templates): string | null {
  const words = (key: SubjectTextKey, params: Readonly<Record<string, string | number>> = {}) =>
    templateText(templates, key, params) ?? Object.values(params).join(' ');
  return describeSubject(document.subject, words) || null;
}

/**
 * The documents list's columns (the documents page and the user's publications): its type and, apart,
 * what it asked for, written as the page writes it; its status in the client's words; its files by name.
 */
export const DOCUMENT_EXPORT_COLUMNS: ExportCatalog<DocumentSummary> = {
  documentType: { kind: 'text', value: (d) => d.documentType.description },
  subject: { kind: 'text', value: () => null, words: subjectText },
  processingStatus: { kind: 'text', value: (d) => String(d.processingStatus), coded: true },
  files: { kind: 'text', value: (d) => d.files.map((file) => file.fileName).join('\n') || null },
  requestedBy: { kind: 'text', value: (d) => d.requestedBy },
  requestedAt: { kind: 'dateTime', value: (d) => d.requestedAt },
  finishedAt: { kind: 'dateTime', value: (d) => d.finishedAt },
};
