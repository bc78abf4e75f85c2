import { createHash } from 'node:crypto';
import { type InvoiceUploadUrl, invoicePaths } from '@inventario/shared/contracts/invoices';
import type { RequestContext } from '../../http/request-context.ts';
import type { FileStore } from '../../storage/document-store.ts';
import { type Credentials, send, type TestApp } from '../../test/harness.ts';
import { type InvoiceUploadsDeps, UPLOAD_URL_TTL_SECONDS } from './invoice-uploads.deps.ts';

/** A small FatturaPA file, as a school receives it. */
export const INVOICE_XML = Buffer.from(
  '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPA12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"><FatturaElettronicaHeader/></p:FatturaElettronica>\n',
);

export const md5Base64 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('base64');
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The context of a school's own work, as the mapping step gets it from its request. */
export function schoolContext(customerCode: string): RequestContext {
  return {
    subject: 'test',
    username: 'test',
    fullName: 'Test',
    roles: ['inv.default'],
    licenses: ['INV'],
    homeCustomerCode: customerCode,
    customerCode,
    sessionId: null,
    idempotency: undefined,
  };
}

/** The deps the app's routes have, over the same store (its folder and key, or its bucket). */
export function uploadsDeps(
  t: TestApp,
  store: FileStore,
  now: () => Date = () => new Date(),
): InvoiceUploadsDeps {
  return {
    db: t.database.db,
    store,
    apiBaseUrl: `${t.baseUrl}/inventario/api`,
    now,
    uploadUrlTtlSeconds: UPLOAD_URL_TTL_SECONDS,
    downloadUrlTtlSeconds: 300,
  };
}

export function getUrl(t: TestApp, credentials: Credentials, body: object) {
  return send<
    InvoiceUploadUrl & { code?: string; details?: { issues: { path: string; message: string }[] } }
  >(t, credentials, 'POST', invoicePaths.uploadUrl, body);
}

/** An upload URL of a file named `fileName` of `size` bytes. */
export async function uploadUrlFor(
  t: TestApp,
  credentials: Credentials,
  fileName: string,
  size: number,
): Promise<InvoiceUploadUrl> {
  const answer = await getUrl(t, credentials, { fileName, size, contentType: 'application/xml' });
  if (answer.status !== 200) throw new Error(`getUrl failed: ${JSON.stringify(answer.body)}`);
  return answer.body;
}
