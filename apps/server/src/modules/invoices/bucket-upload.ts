import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mutate } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { inspectFile } from '../../http/uploads/upload-stream.ts';
import type { BucketUploads } from '../../storage/document-store.ts';
import type { InvoiceUploadsDeps, UploadedInvoiceFile } from './invoice-uploads.deps.ts';
import * as repo from './invoice-uploads.repo.ts';
import { invoiceKindOf, invoiceUploadCheck } from './upload-content.ts';

type Use<T> = (file: UploadedInvoiceFile) => Promise<T>;

/**
 * The bucket received the file from its presigned PUT, unseen by the API: the first use checks it as
 * the local PUT does (size, kind, digests) and marks the upload uploaded; a refused object is removed.
 */
async function firstUse(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  row: repo.InvoiceUploadRow,
  file: string,
): Promise<repo.InvoiceUploadRow> {
  const kind = invoiceKindOf(row.fileName);
  if (!kind) throw new AppError('notFound');
  const inspected = await inspectFile(file, invoiceUploadCheck(kind)).catch(async (error: unknown) => {
    await deps.store.remove([row.storageKey]);
    throw error;
  });
  const received = { ...inspected, sizeBytes: inspected.size, uploadedAt: deps.now() };
  await mutate(deps.db, context, (tx) => repo.markUploaded(tx, row.customerCode, row.id, received));
  return { ...row, ...received, status: repo.UPLOAD_STATUS.uploaded };
}

/** Copies the upload's object to a temporary file for `use`, removed afterwards. */
export async function confirmBucketUpload<T>(
  deps: InvoiceUploadsDeps & { store: BucketUploads },
  context: RequestContext,
  row: repo.InvoiceUploadRow,
  use: Use<T>,
): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'inventario-invoice-'));
  try {
    const file = path.join(folder, 'upload');
    if ((await deps.store.download(row.storageKey, file)) === null) throw new AppError('notFound');
    const uploaded =
      row.status === repo.UPLOAD_STATUS.uploaded ? row : await firstUse(deps, context, row, file);
    return await use({
      path: file,
      fileName: uploaded.fileName,
      size: uploaded.sizeBytes,
      sha256: uploaded.sha256 ?? '',
      storageKey: uploaded.storageKey,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
