import type {
  Invoice,
  InvoiceDocument,
  InvoiceFileUrl,
  InvoiceReading,
  MapFromInvoiceRequest,
} from '@inventario/shared/contracts/invoices';
import type { Tx } from '../../db/client.ts';
import { read } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { findCreditorByIdentifiers } from '../parties/index.ts';
import { chargesOfInvoice, findChargeInvoiceFile } from './invoice-charges.repo.ts';
import { invoiceIdentityOf, matchingIdentifiers } from './invoice-identity.ts';
import type { InvoiceUploadsDeps } from './invoice-uploads.deps.ts';
import { invoiceFileUrl, withUploadedInvoice } from './invoice-uploads.service.ts';
import { type ReadDocument, type ReadInvoice, readInvoiceFile } from './reading/read-invoice-file.ts';

/** Each distinct key looked up once: a zip holds many invoices of few suppliers. */
function memoized<T>(lookup: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const known = new Map<string, Promise<T>>();
  return (key) => {
    let found = known.get(key);
    if (!found) {
      found = lookup(key);
      known.set(key, found);
    }
    return found;
  };
}

/** What the school's registers say of the invoices read: their supplier's creditor, their charges. */
function schoolView(tx: Tx, customerCode: string) {
  const creditorOf = memoized((key) => findCreditorByIdentifiers(tx, customerCode, JSON.parse(key)));
  const chargesOf = memoized((key) => chargesOfInvoice(tx, customerCode, JSON.parse(key)));
  return async (invoice: ReadInvoice): Promise<Invoice> => {
    const identity = invoiceIdentityOf(invoice);
    const creditor = await creditorOf(JSON.stringify(matchingIdentifiers(invoice.supplier)));
    return {
      ...invoice,
      supplier: {
        ...invoice.supplier,
        creditorId: creditor?.id ?? null,
        creditorName: creditor?.description ?? null,
      },
      alreadyCharged: identity ? await chargesOf(JSON.stringify(identity)) : [],
    };
  };
}

/**
 * `POST /movement/charge/mapFromInvoice`: the invoices an uploaded file holds, each with the school's
 * creditor of its supplier and the school's charges already made from it.
 */
export async function mapFromInvoice(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  request: MapFromInvoiceRequest,
): Promise<InvoiceReading> {
  const { fileName, documents } = await withUploadedInvoice(
    deps,
    context,
    request.uploadId,
    async (file) => ({
      fileName: file.fileName,
      ...(await readInvoiceFile({ fileName: file.fileName, path: file.path })),
    }),
  );
  return read(deps.db, context, async (tx) => {
    const viewed = schoolView(tx, context.customerCode);
    const mapped: InvoiceDocument[] = [];
    // One after the other: the lookups share the request's one transaction.
    for (const { sha256: _internal, invoices, ...document } of documents as ReadDocument[]) {
      const seen: Invoice[] = [];
      for (const invoice of invoices) seen.push(await viewed(invoice));
      mapped.push({ ...document, invoices: seen });
    }
    return { uploadId: request.uploadId, fileName, documents: mapped };
  });
}

/** `GET /movement/charge/{id}/invoiceFile`: a signed link to the file the school's charge was made from. */
export async function chargeInvoiceFileUrl(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  chargeId: number,
): Promise<InvoiceFileUrl> {
  const file = await read(deps.db, context, (tx) =>
    findChargeInvoiceFile(tx, context.customerCode, chargeId),
  );
  if (!file) throw new AppError('notFound', 'The charge was not made from an invoice file');
  return { url: await invoiceFileUrl(deps, file) };
}
