import type { Invoice } from '@inventario/shared/contracts/invoices';
import { describe, expect, it } from 'vitest';
import { invoiceChargeStart } from './invoice-start.ts';

const invoice: Invoice = {
  bodyIndex: 0,
  supplier: {
    vendorType: 'G',
    businessName: 'Forniture Scolastiche Srl',
    name: null,
    surname: null,
    vatNumber: '01234567890',
    vatCountry: 'IT',
    fiscalCode: null,
    address: null,
    city: null,
    province: null,
    postalCode: null,
    description: 'Forniture Scolastiche Srl',
    creditorId: 12,
    creditorName: 'Forniture Scolastiche Srl',
    warnings: [],
  },
  document: { type: 'TD01', number: 'FT/2026/118', date: '2026-10-14', currency: 'EUR', total: 610 },
  lines: [],
  summary: { taxable: 500, tax: 110 },
  linesMatchSummary: true,
  splitPayment: true,
  attachments: [],
  alreadyCharged: [],
  refusal: null,
};
const choice = {
  uploadId: '6f1c1d8e-6a51-4c3e-9a57-2b9d7a0c1e11',
  document: 0,
  bodyIndex: 0,
  createCreditor: false,
  confirmDuplicate: false,
};

describe('a charge started from an e-invoice', () => {
  it('has one new line per planned asset, bought on the invoice date, and the invoice as its document', () => {
    const start = invoiceChargeStart(
      invoice,
      [
        {
          lineNumber: 1,
          unit: 1,
          description: 'Notebook 14"',
          valueCents: 61_000,
          assetClass: 'inventory',
          subcategoryId: 3,
          locationId: 9,
        },
        {
          lineNumber: 2,
          unit: 1,
          description: 'Mouse',
          valueCents: 1_220,
          assetClass: 'durable',
          subcategoryId: 4,
          locationId: null,
        },
      ],
      (asset) => ({ subcategory: `sub ${asset.subcategoryId}`, register: 'Beni mobili', location: null }),
      choice,
      'Fattura',
    );
    expect(
      start.lines.map((line) => [
        line.key,
        line.asset?.historicalPrice,
        line.asset?.purchaseDate,
        line.assetClass,
      ]),
    ).toEqual([
      ['invoice-1-1', 610, '2026-10-14', 'inventory'],
      ['invoice-2-1', 12.2, '2026-10-14', 'durable'],
    ]);
    expect(start.details).toEqual({
      creditor: { id: 12, description: 'Forniture Scolastiche Srl' },
      documentType: 'Fattura',
      documentNumber: 'FT/2026/118',
      documentDate: '2026-10-14',
    });
    expect(start.invoice).toBe(choice);
  });

  it('leaves the creditor empty when the school does not have the supplier yet', () => {
    const start = invoiceChargeStart(
      { ...invoice, supplier: { ...invoice.supplier, creditorId: null } },
      [],
      () => ({ subcategory: '', register: '', location: null }),
      { ...choice, createCreditor: true },
      'Fattura',
    );
    expect(start.details.creditor).toBeNull();
  });
});
