import type { DocumentSummary } from '@inventario/shared/contracts/documents';
import { PROCESSING_STATUS } from '@inventario/shared/contracts/documents';

/** Where an export stands, as its dialog shows it. */
export type ExportPhase =
  | { kind: 'queued' }
  | { kind: 'reading' }
  | { kind: 'writing'; percent: number }
  | { kind: 'ready'; fileName: string }
  | { kind: 'failed'; code: string };

export function exportPhaseOf(document: DocumentSummary | undefined): ExportPhase {
  switch (document?.processingStatus) {
    case PROCESSING_STATUS.processing:
      // The rows are read first, then written with the share written so far.
      return document.progress === null
        ? { kind: 'reading' }
        : { kind: 'writing', percent: document.progress };
    case PROCESSING_STATUS.done:
      return { kind: 'ready', fileName: document.files[0]?.fileName ?? '' };
    case PROCESSING_STATUS.failed:
      return { kind: 'failed', code: document.failureCode ?? 'documentRenderFailed' };
    default:
      return { kind: 'queued' };
  }
}

/** Still to wait for: the dialog asks again until the export is ready or failed. */
export const exportSettled = (phase: ExportPhase) => phase.kind === 'ready' || phase.kind === 'failed';
