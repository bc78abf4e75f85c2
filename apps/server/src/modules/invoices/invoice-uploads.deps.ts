import type { Db } from '../../db/client.ts';
import type { FileStore } from '../../storage/document-store.ts';

/** What invoice uploads need: the database, the installation's store, a clock and their times. */
export interface InvoiceUploadsDeps {
  db: Db;
  store: FileStore;
  /** The API's address, which a local upload URL starts with. */
  apiBaseUrl: string;
  now: () => Date;
  /** How long an upload URL works (spec 02 §7: ten minutes). */
  uploadUrlTtlSeconds: number;
  /** How long a download URL of a stored invoice works. */
  downloadUrlTtlSeconds: number;
}

/** An upload URL works this long. */
export const UPLOAD_URL_TTL_SECONDS = 600;

/** The signed token of a local upload URL names an upload of a school, for this purpose only. */
export const UPLOAD_TOKEN_PURPOSE = 'invoiceUpload';

/** An uploaded invoice file, on this machine for the time of a callback. */
export interface UploadedInvoiceFile {
  path: string;
  fileName: string;
  size: number;
  sha256: string;
  storageKey: string;
}
