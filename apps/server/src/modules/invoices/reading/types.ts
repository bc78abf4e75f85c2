import type {
  Invoice,
  InvoiceDocument,
  InvoiceProblem,
  InvoiceSupplier,
} from '@inventario/shared/contracts/invoices';

/** The supplier as the file has it: matching it to a creditor is the mapping service's job. */
export type ReadSupplier = Omit<InvoiceSupplier, 'creditorId' | 'creditorName'>;

/** One invoice as the file has it: whether the school already charged it is the mapping's job. */
export type ReadInvoice = Omit<Invoice, 'alreadyCharged' | 'supplier'> & { supplier: ReadSupplier };

/** A file, or a zip entry, read; `sha256` (hex of the XML bytes taken out of it) when they could be. */
export type ReadDocument = Omit<InvoiceDocument, 'invoices'> & {
  invoices: ReadInvoice[];
  sha256: string | null;
};

export interface ReadInvoiceFile {
  documents: ReadDocument[];
}

export type { InvoiceProblem };
