import type { NewAsset } from '@inventario/shared/contracts/charges';
import type { ChargeInvoice, Invoice } from '@inventario/shared/contracts/invoices';
import { ASSET_DESCRIPTION_MAX } from '@inventario/shared/domain/assets/asset-fields';
import type { PlannedAsset } from '@inventario/shared/domain/movements/invoice-mapping';
import { centsToEuros } from '@inventario/shared/format/currency';
import type { ChargeDetailsValues } from './charge-details-form.ts';
import type { ChargeLine, LineLabels } from './charge-lines.ts';

/** What a charge made from an e-invoice starts with: the assets, the header, the invoice. */
export interface InvoiceChargeStart {
  lines: ChargeLine[];
  details: Partial<ChargeDetailsValues>;
  invoice: ChargeInvoice;
}

/** A text cut to the contract's length, with an ellipsis when cut. */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The planned assets as new lines of the charge (each at its value with VAT and its share of the
 * spread lines, bought on the invoice's date), and the voucher's header from the invoice: its
 * supplier when the school has it, the document's type, number and date.
 */
export function invoiceChargeStart(
  invoice: Invoice,
  assets: readonly PlannedAsset[],
  labelsOf: (asset: PlannedAsset) => LineLabels,
  choice: ChargeInvoice,
  documentType: string,
): InvoiceChargeStart {
  const lines = assets.map((planned): ChargeLine => {
    const asset: NewAsset = {
      description: fit(planned.description, ASSET_DESCRIPTION_MAX),
      subcategoryId: planned.subcategoryId ?? 0,
      historicalPrice: centsToEuros(planned.valueCents),
      purchaseDate: invoice.document.date,
      locationId: planned.locationId,
    };
    return {
      key: `invoice-${planned.lineNumber}-${planned.unit}`,
      source: 'new',
      asset,
      description: asset.description,
      labels: labelsOf(planned),
      assetClass: planned.assetClass,
      valueCents: planned.valueCents,
      inventoryNumber: null,
      durableNumber: null,
    };
  });
  const supplier = invoice.supplier;
  return {
    lines,
    details: {
      creditor:
        supplier.creditorId === null ? null : { id: supplier.creditorId, description: supplier.description },
      documentType,
      documentNumber: fit(invoice.document.number, 50),
      documentDate: invoice.document.date,
    },
    invoice: choice,
  };
}
