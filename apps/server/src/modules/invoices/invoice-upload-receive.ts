import type { Readable } from 'node:stream';
import { INVOICE_UPLOAD_MAX_BYTES } from '@inventario/shared/contracts/invoices';
import { z } from '@inventario/shared/zod';
import { inTenantTransaction } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import type { InspectedBytes } from '../../http/uploads/upload-inspector.ts';
import { inspectInto } from '../../http/uploads/upload-stream.ts';
import type { LocalUploads, StagedFile } from '../../storage/document-store.ts';
import { type InvoiceUploadsDeps, UPLOAD_TOKEN_PURPOSE } from './invoice-uploads.deps.ts';
import * as repo from './invoice-uploads.repo.ts';
import { invoiceKindOf, invoiceUploadCheck } from './upload-content.ts';

/** What the PUT brings besides its body. */
export interface UploadRequest {
  token: string;
  /** `Content-MD5` (RFC 1864: the base64 of the MD5), when sent. */
  contentMd5: string | undefined;
  /** `Content-Length`, when declared. */
  contentLength: number | undefined;
}

const tokenBodySchema = z.object({ uploadId: z.uuid(), customerCode: z.string().min(1) });
type UploadOf = z.infer<typeof tokenBodySchema>;

// A forged token says no more than an expired one.
const expired = () => new AppError('uploadUrlExpired');
const used = () => new AppError('uploadUrlUsed');

function uploadOfToken(deps: InvoiceUploadsDeps, store: LocalUploads, token: string): UploadOf {
  const body = store.tokens.verify(UPLOAD_TOKEN_PURPOSE, token, deps.now());
  const parsed = tokenBodySchema.safeParse(body);
  if (!parsed.success) throw expired();
  return parsed.data;
}

/** The waiting upload the token names; refused before a byte of the body is read. */
async function waitingUpload(deps: InvoiceUploadsDeps, upload: UploadOf): Promise<repo.InvoiceUploadRow> {
  const row = await inTenantTransaction(deps.db, upload.customerCode, (tx) =>
    repo.findUpload(tx, upload.customerCode, upload.uploadId),
  );
  if (!row) throw expired();
  if (row.status !== repo.UPLOAD_STATUS.waiting) throw used();
  if (row.expiresAt <= deps.now()) throw expired();
  return row;
}

function md5OfHeader(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const digest = Buffer.from(header.trim(), 'base64');
  if (digest.length !== 16) throw new AppError('invalidRequest', 'Content-MD5 is not the base64 of an MD5');
  return digest.toString('hex');
}

/**
 * Keeps the staged file as the upload's, marking the upload uploaded in the same transaction: of two
 * PUTs of one URL only one finds it waiting; the other is refused and its copy dropped.
 */
async function accept(
  deps: InvoiceUploadsDeps,
  row: repo.InvoiceUploadRow,
  staged: StagedFile,
  inspected: InspectedBytes,
): Promise<void> {
  const now = deps.now();
  const { customerCode, id } = row;
  const received = {
    sizeBytes: inspected.size,
    md5: inspected.md5,
    sha256: inspected.sha256,
    uploadedAt: now,
  };
  const accepted = await inTenantTransaction(deps.db, customerCode, async (tx) => {
    if (!(await repo.markUploaded(tx, customerCode, id, received, now))) return false;
    await staged.keep();
    return true;
  }).catch(async (error: unknown) => {
    await staged.discard();
    throw error;
  });
  if (accepted) return;
  await staged.discard();
  const current = await inTenantTransaction(deps.db, customerCode, (tx) =>
    repo.findUpload(tx, customerCode, id),
  );
  throw current?.status === repo.UPLOAD_STATUS.uploaded ? used() : expired();
}

/**
 * `PUT /movement/charge/invoice/upload?token=` (local storage): streams the body to the school's
 * invoice file, refusing a forged, expired or used URL, a body over 50 MB, a `Content-MD5` that does
 * not match and content that is not what the name says. Nothing of a refused body stays stored.
 */
export async function receiveUpload(
  deps: InvoiceUploadsDeps,
  request: UploadRequest,
  body: Readable,
): Promise<{ md5: string }> {
  const { store } = deps;
  // A bucket takes its uploads itself: this installation signs no upload token to check.
  if (store.kind !== 'local') throw expired();
  const row = await waitingUpload(deps, uploadOfToken(deps, store, request.token));
  const expectedMd5 = md5OfHeader(request.contentMd5);
  if ((request.contentLength ?? 0) > INVOICE_UPLOAD_MAX_BYTES) throw new AppError('invoiceTooLarge');
  const kind = invoiceKindOf(row.fileName);
  if (!kind) throw expired();
  let inspected: InspectedBytes | undefined;
  const staged = await store.stage(row.storageKey, async (file) => {
    inspected = await inspectInto(body, file, invoiceUploadCheck(kind));
  });
  if (!inspected) throw new Error('the upload was not inspected');
  if (expectedMd5 !== undefined && expectedMd5 !== inspected.md5) {
    await staged.discard();
    throw new AppError('uploadChecksumMismatch');
  }
  await accept(deps, row, staged, inspected);
  return { md5: inspected.md5 };
}
