import type { ChargeInvoiceIdentity } from '@inventario/shared/contracts/invoices';
import { normalizeFiscalCode } from '@inventario/shared/domain/identifiers/fiscal-code';
import { normalizeVatNumber } from '@inventario/shared/domain/identifiers/vat-number';
import type { ReadInvoice, ReadSupplier } from './reading/read-invoice-file.ts';

/**
 * Who the supplier is to a charge: its VAT number (a foreign one after its country, so that it cannot
 * meet an Italian number of the same digits), else its fiscal code, else nothing.
 */
export function supplierIdOf(supplier: ReadSupplier): string | null {
  if (supplier.vatNumber) {
    const vat = normalizeVatNumber(supplier.vatNumber);
    const country = supplier.vatCountry?.trim().toUpperCase() ?? 'IT';
    return country === 'IT' ? vat : `${country}${vat}`;
  }
  return supplier.fiscalCode ? normalizeFiscalCode(supplier.fiscalCode) : null;
}

/** The invoice's identity, by which the school's charges of it are found; null without a supplier id. */
export function invoiceIdentityOf(invoice: ReadInvoice): ChargeInvoiceIdentity | null {
  const supplierId = supplierIdOf(invoice.supplier);
  return supplierId
    ? { supplierId, number: invoice.document.number.trim(), date: invoice.document.date }
    : null;
}

/** The identifiers a creditor is matched by; a foreign VAT number matches no Italian creditor's. */
export function matchingIdentifiers(supplier: ReadSupplier) {
  const italian = (supplier.vatCountry?.trim().toUpperCase() ?? 'IT') === 'IT';
  return { vatNumber: italian ? supplier.vatNumber : null, fiscalCode: supplier.fiscalCode };
}
