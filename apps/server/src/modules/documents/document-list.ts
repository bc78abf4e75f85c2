import type { DocumentSearch } from '@inventario/shared/contracts/document-search';
import { type DocumentSummary, PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { DOCUMENT_TYPES, documentTypeOf } from '@inventario/shared/domain/documents/document-types';
import type { Tx } from '../../db/client.ts';
import { containsPattern } from '../../http/paging.ts';
import { subjectOf } from './document-subject.ts';
import * as repo from './documents.repo.ts';

/** A stored request as the documents list answers it, with its files. */
export function toSummary(
  row: repo.PrintRequestWithNames,
  files: readonly repo.PrintFileRow[],
): DocumentSummary {
  const type = documentTypeOf(row.documentType);
  return {
    id: row.id,
    documentType: type ?? { id: row.documentType, description: String(row.documentType), group: 0 },
    subject: subjectOf(row, row),
    processingStatus: row.status,
    failureCode: row.failureCode,
    requestedBy: row.requestedBy,
    requestedAt: row.requestedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    progress: row.status === PROCESSING_STATUS.processing ? row.progress : null,
    files: files
      .filter((file) => file.requestId === row.id)
      .map(({ position, fileName, contentType, sizeBytes }) => ({
        position,
        fileName,
        contentType,
        sizeBytes,
      })),
  };
}

/** The user's text matches a type's description or the name of the register a request prints. */
function textFilter(text: string | undefined): repo.RequestFilter['text'] {
  const term = text?.trim().toLowerCase();
  if (!term) return undefined;
  const documentTypes = DOCUMENT_TYPES.filter((type) => type.description.toLowerCase().includes(term));
  return { documentTypes: documentTypes.map((type) => type.id), pattern: containsPattern(term) };
}

/**
 * A window of the school's documents, newest first: the documents page's (and, with `mine`, the
 * publications' of `username`), and an export's rows, read in the print worker's transaction.
 */
export async function documentListWindow(
  tx: Tx,
  customerCode: string,
  search: DocumentSearch,
  window: { limit: number; offset: number },
  username: string | undefined,
): Promise<{ documents: DocumentSummary[]; total: number }> {
  const filter = {
    customerCode,
    status: search.processingStatus,
    text: textFilter(search.text),
    idOut: search.idOut,
    // No user, no documents of theirs: a list of "mine" never widens to the school's.
    requestedBy: search.mine ? (username ?? '') : undefined,
  };
  const { rows, total } = await repo.findRequestPage(tx, filter, window);
  const files = await repo.filesOf(
    tx,
    customerCode,
    rows.map((row) => row.id),
  );
  return { documents: rows.map((row) => toSummary(row, files)), total };
}
