import type { ChargeInvoice, ChargeInvoiceIdentity } from '@inventario/shared/contracts/invoices';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { RequestContext } from '../../http/request-context.ts';
import { createCreditorFromInvoice, findCreditorByIdentifiers } from '../parties/index.ts';
import { chargesOfInvoice } from './invoice-charges.repo.ts';
import { invoiceIdentityOf, matchingIdentifiers } from './invoice-identity.ts';
import type { InvoiceUploadsDeps } from './invoice-uploads.deps.ts';
import { withUploadedInvoice } from './invoice-uploads.service.ts';
import { type ReadSupplier, readInvoiceFile } from './reading/read-invoice-file.ts';

/** The invoice a charge is made from, as its stored file has it (never as the client says). */
export interface InvoiceOfCharge {
  choice: ChargeInvoice;
  uploadId: string;
  supplier: ReadSupplier;
  identity: ChargeInvoiceIdentity;
}

const notChargeable = (message: string) => new AppError('invoiceNotChargeable', message);

/**
 * Reads the chosen invoice again from the uploaded file. The file never changes once uploaded, so it
 * is read before the charge's transaction, which then checks it against the registers.
 */
export async function readInvoiceOfCharge(
  deps: InvoiceUploadsDeps,
  context: RequestContext,
  choice: ChargeInvoice,
): Promise<InvoiceOfCharge> {
  const reading = await withUploadedInvoice(deps, context, choice.uploadId, (file) =>
    readInvoiceFile({ fileName: file.fileName, path: file.path }),
  );
  const document = reading.documents[choice.document];
  if (!document) throw notChargeable(`The file has no document ${choice.document}`);
  const invoice = document.invoices[choice.bodyIndex];
  if (!invoice) throw notChargeable(`The document has no invoice ${choice.bodyIndex}`);
  if (invoice.refusal) throw notChargeable(`The invoice cannot be charged: ${invoice.refusal.code}`);
  const identity = invoiceIdentityOf(invoice);
  if (!identity) throw notChargeable('The invoice names no VAT number or fiscal code of its supplier');
  return { choice, uploadId: choice.uploadId, supplier: invoice.supplier, identity };
}

/** `invoiceAlreadyCharged` unless the user confirmed charging the same invoice again. */
async function checkNotChargedBefore(
  tx: Tx,
  customerCode: string,
  identity: ChargeInvoiceIdentity,
  confirmDuplicate: boolean,
): Promise<void> {
  if (confirmDuplicate) return;
  const earlier = await chargesOfInvoice(tx, customerCode, identity);
  if (earlier.length > 0) {
    throw new AppError('invoiceAlreadyCharged', 'The school has already charged this invoice', {
      charges: earlier,
    });
  }
}

/** The school's creditor matching the supplier, else one made from it. */
async function supplierCreditorId(tx: Tx, context: RequestContext, supplier: ReadSupplier): Promise<number> {
  const matched = await findCreditorByIdentifiers(tx, context.customerCode, matchingIdentifiers(supplier));
  if (matched !== null) return matched.id;
  return (await createCreditorFromInvoice(tx, context, supplier)).id;
}

/**
 * In the charge's transaction, after the school's movements are locked (so two charges of one invoice
 * queue and the second sees the first): refuses a duplicate not confirmed, and answers the voucher's
 * creditor (the request's, else with `createCreditor` the supplier's) and the invoice's columns.
 */
export async function takeInvoiceForCharge(
  tx: Tx,
  context: RequestContext,
  invoice: InvoiceOfCharge,
  requestedCreditorId: number | null | undefined,
) {
  await checkNotChargedBefore(tx, context.customerCode, invoice.identity, invoice.choice.confirmDuplicate);
  const creditorId =
    requestedCreditorId ??
    (invoice.choice.createCreditor ? await supplierCreditorId(tx, context, invoice.supplier) : null);
  return {
    creditorId,
    columns: {
      invoiceUploadId: invoice.uploadId,
      invoiceSupplierId: invoice.identity.supplierId,
      invoiceNumber: invoice.identity.number,
      invoiceDate: invoice.identity.date,
    },
  };
}
