import type { Db } from '../../db/client.ts';
import type { DocumentStore } from '../../storage/document-store.ts';

/** What attachments need: the database, the installation's file store, a clock and how long links last. */
export interface AttachmentsDeps {
  db: Db;
  store: DocumentStore;
  now: () => Date;
  /** The shortest a signed link of an attachment works. */
  urlTtlSeconds: number;
}

/**
 * Links of attachments live one to two hours (see `alignedTtlSeconds`): a gallery or a list stays open
 * a while, and a thumbnail is then the same URL for an hour, which the browser keeps.
 */
export const ATTACHMENT_LINK_WINDOW_SECONDS = 3600;
