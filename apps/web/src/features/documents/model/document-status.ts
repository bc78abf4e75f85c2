import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';
import { type ErrorCode, isErrorCode } from '@inventario/shared/errors';

export type DocumentStatusKey = 'queued' | 'processing' | 'done' | 'failed';
export type DocumentStatusColor = 'default' | 'info' | 'success' | 'error';

export interface DocumentStatusChip {
  /** The status's key under `documents.status.*`. */
  key: DocumentStatusKey;
  color: DocumentStatusColor;
}

const CHIPS: Record<number, DocumentStatusChip> = {
  [PROCESSING_STATUS.queued]: { key: 'queued', color: 'default' },
  [PROCESSING_STATUS.processing]: { key: 'processing', color: 'info' },
  [PROCESSING_STATUS.done]: { key: 'done', color: 'success' },
  [PROCESSING_STATUS.failed]: { key: 'failed', color: 'error' },
};

/** The chip of a document's processing status (an unknown status reads as queued: not yet usable). */
export function documentStatusChip(status: number): DocumentStatusChip {
  return CHIPS[status] ?? { key: 'queued', color: 'default' };
}

/** Whether the worker has still to render the document (queued or processing). */
export function isPending(status: number): boolean {
  return status === PROCESSING_STATUS.queued || status === PROCESSING_STATUS.processing;
}

/** The statuses the list's filter offers, in the order they happen. */
export const STATUS_FILTER_OPTIONS = [
  PROCESSING_STATUS.queued,
  PROCESSING_STATUS.processing,
  PROCESSING_STATUS.done,
  PROCESSING_STATUS.failed,
] as const;

/** The text key of a failed document's reason: its error code when known, else the generic failure. */
export function failureTextKey(failureCode: string | null): `errors.${ErrorCode}` {
  return failureCode && isErrorCode(failureCode) ? `errors.${failureCode}` : 'errors.documentRenderFailed';
}
