/** The reader's limits against hostile or runaway files; tests lower them to stay fast. */
export interface ReadingLimits {
  /** Entries in a zip's central directory, folders and skipped entries included. */
  maxArchiveEntries: number;
  /** Bytes all of a zip's entries inflate to, counted as they stream. */
  maxArchiveBytes: number;
  /** Bytes of one document: an uploaded .xml or .p7m, or one zip entry inflated. */
  maxDocumentBytes: number;
  /** Inflated ÷ compressed bytes of an entry, checked once it passes `compressionRatioFloor`. */
  maxCompressionRatio: number;
  /** Small entries may compress well (a short repetitive XML); a bomb has to be big to hurt. */
  compressionRatioFloor: number;
}

export const READING_LIMITS: ReadingLimits = {
  maxArchiveEntries: 1_000,
  maxArchiveBytes: 200 * 1024 * 1024,
  // Spec 02 §5 caps an upload at 50 MB: an entry larger than a whole upload is no real invoice.
  maxDocumentBytes: 50 * 1024 * 1024,
  // A repetitive FatturaPA deflates about 20×; base64 attachments much less.
  maxCompressionRatio: 100,
  compressionRatioFloor: 1024 * 1024,
};
