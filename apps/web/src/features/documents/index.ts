/** The generated documents' query keys, which a print's publish reloads (the list and the processing poll). */
export { documentKeys } from './api/document-keys.ts';
/** A document's status and downloads, which a movement's detail shows for its own documents. */
export { getDownloadUrl, openDownload } from './api/download-document.ts';
export { searchDocuments } from './api/search-documents.ts';
export { DocumentFilesButtons } from './components/document-files-buttons.tsx';
export { DocumentStatusChip } from './components/document-status-chip.tsx';
/** "Esporta" beside a list: its rows as a spreadsheet, through the documents. */
export { ExportButton } from './components/export-button.tsx';
export type { ExportDraft } from './components/export-dialog.tsx';
export { type ListExportOf, WithListExport, WithTableExport, wordsOf } from './components/list-export.tsx';
export { useDocumentActions } from './components/use-document-actions.ts';
/** What the user is told of a print asked for anywhere: queued, opened, or refused and why. */
export { usePrintFeedback } from './components/use-print-feedback.tsx';
export { documentStatusChip, isPending } from './model/document-status.ts';
/** The processing poll's steps (spec 01 §4), which the label layouts' poll follows with its own limits. */
export {
  IDLE_POLL,
  nextPollState,
  type PollLimits,
  type PollState,
  pollInterval,
} from './model/processing-poll.ts';
