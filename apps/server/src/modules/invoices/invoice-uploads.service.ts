import { randomUUID } from 'node:crypto';
import {
  type InvoiceUploadRequest,
  type InvoiceUploadUrl,
  invoicePaths,
} from '@inventario/shared/contracts/invoices';
import type { Tx } from '../../db/client.ts';
import { mutate, read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { confirmBucketUpload } from './bucket-upload.ts';
import {
  type InvoiceUploadsDeps,
  UPLOAD_TOKEN_PURPOSE,
  type UploadedInvoiceFile,
} from './invoice-uploads.deps.ts';
import * as repo from './invoice-uploads.repo.ts';
import { invoiceKindOf } from './upload-content.ts';

/** Where the store keeps an upload: beside the school's documents, `<school>/invoices/<id>`. */
function storageKeyOf(customerCode: string, uploadId: string): string {
  return `${customerCode}/invoices/${uploadId}`;
}

/** Where the client sends the file, and the headers it must send with it. */
async function uploadTarget(
  deps: InvoiceUploadsDeps,
  upload: { id: string; customerCode: string; storageKey: string; contentType: string; size: number },
  expiresAt: Date,
): Promise<{ url: string; headers: Record<string, string> }> {
  const { store } = deps;
  if (store.kind === 's3') {
    return store.presignedPut(upload.storageKey, upload, deps.uploadUrlTtlSeconds);
  }
  const token = store.tokens.sign(
    UPLOAD_TOKEN_PURPOSE,
    { uploadId: upload.id, customerCode: upload.customerCode },
    expiresAt,
  );
  return {
    url: `${deps.apiBaseUrl}${invoicePaths.upload}?token=${encodeURIComponent(token)}`,
    headers: { 'Content-Type': upload.contentType },
  };
}

/**
 * `POST /movement/charge/invoice/getUrl` (spec 02 §7): the school's upload, waiting for its file, and
 * the short-lived URL that takes it once.
 */
export async function createUploadUrl(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  request: InvoiceUploadRequest,
): Promise<InvoiceUploadUrl> {
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.uploadUrlTtlSeconds * 1000);
  const id = randomUUID();
  const upload = {
    id,
    customerCode: context.customerCode,
    storageKey: storageKeyOf(context.customerCode, id),
    contentType: request.contentType || 'application/octet-stream',
    size: request.size,
  };
  // The answer is made in the transaction: a retry with the same Idempotency-Key gets the same URL.
  return mutate(deps.db, context, async (tx) => {
    await repo.insertUpload(tx, {
      ...upload,
      fileName: request.fileName,
      sizeBytes: request.size,
      expiresAt,
      createdBy: context.username,
      createdAt: now,
    });
    const target = await uploadTarget(deps, upload, expiresAt);
    return { uploadId: id, ...target, expiresAt: expiresAt.toISOString() };
  });
}

/**
 * Gives `use` the school's uploaded file as a local path: the stored file itself, or a temporary copy
 * of the bucket's object removed afterwards. An upload not uploaded yet, expired or of another school
 * is `notFound`. With a bucket, the first use checks the object the presigned PUT left there, as the
 * local PUT checks its body.
 */
export async function withUploadedInvoice<T>(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  uploadId: string,
  use: (file: UploadedInvoiceFile) => Promise<T>,
): Promise<T> {
  const row = await read(deps.db, context, (tx) => repo.findUpload(tx, context.customerCode, uploadId));
  if (!row) throw new AppError('notFound');
  const { store } = deps;
  if (store.kind === 's3') return confirmBucketUpload({ ...deps, store }, context, row, use);
  if (row.status !== repo.UPLOAD_STATUS.uploaded) throw new AppError('notFound');
  return use(fileOf(row, store.pathOf(row.storageKey)));
}

function fileOf(row: repo.InvoiceUploadRow, path: string): UploadedInvoiceFile {
  return {
    path,
    fileName: row.fileName,
    size: row.sizeBytes,
    sha256: row.sha256 ?? '',
    storageKey: row.storageKey,
  };
}

const CONTENT_TYPES = { xml: 'application/xml', p7m: 'application/pkcs7-mime', zip: 'application/zip' };

function contentTypeOf(fileName: string): string {
  const kind = invoiceKindOf(fileName);
  return kind ? CONTENT_TYPES[kind] : 'application/octet-stream';
}

/** A signed, expiring download URL of a stored invoice (a charge's "download the invoice"). */
export function invoiceFileUrl(
  deps: Pick<InvoiceUploadsDeps, 'store' | 'downloadUrlTtlSeconds'>,
  file: { storageKey: string; fileName: string },
): Promise<string> {
  return deps.store.signedUrl(
    { key: file.storageKey, fileName: file.fileName, contentType: contentTypeOf(file.fileName) },
    deps.downloadUrlTtlSeconds,
  );
}

/**
 * In the transaction of the charge made from an uploaded file: links them, so the file is kept with
 * the charge (the cleanup removes only uploads no charge took). `notFound` when the school has no such
 * uploaded file.
 */
export async function markInvoiceUploadCharged(
  tx: Tx,
  customerCode: string,
  uploadId: string,
  chargeId: number,
): Promise<void> {
  if (!(await repo.setCharge(tx, customerCode, uploadId, chargeId))) throw new AppError('notFound');
}
