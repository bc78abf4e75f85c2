import type { NewAsset } from '@inventario/shared/contracts/charges';
import type { ExternalMovementDetail } from '@inventario/shared/contracts/external-movements';
import { classify } from '@inventario/shared/domain/assets/threshold';
import { eurosToCents } from '@inventario/shared/format/currency';
import type { ChargeDetailsValues } from './charge-details-form.ts';
import type { ChargeLine } from './charge-lines.ts';

/** What a charge made from external movements starts with: the assets, the header, the movements. */
export interface ExternalChargeStart {
  lines: ChargeLine[];
  details: Partial<ChargeDetailsValues>;
  externalMovementIds: number[];
}

/** A text cut to the contract's length, with an ellipsis when cut. */
function fit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The goods of the external movements as new asset lines (a line of quantity n gives n assets at the
 * unit price, VAT included, with its subcategory and location when known), and the voucher's
 * supplier and document from the movements: their creditor (one supplier: spec 02 §5), the document
 * number(s) and the latest document date. A good without subcategory is `incomplete`: the user
 * chooses it in the asset dialog before the charge can be saved.
 */
export function externalChargeStart(movements: readonly ExternalMovementDetail[]): ExternalChargeStart {
  const lines = movements.flatMap((movement) =>
    movement.lines.flatMap((line, index) =>
      Array.from({ length: Math.max(1, line.quantity) }, (_, copy): ChargeLine => {
        const valueCents = eurosToCents(line.unitPrice);
        const asset: NewAsset = {
          description: fit(line.description, 500),
          // Zero stands for "not chosen yet": the line is incomplete until the dialog sets it.
          subcategoryId: line.subcategory?.id ?? 0,
          historicalPrice: line.unitPrice,
          purchaseDate: movement.documentDate,
          locationId: line.location?.id ?? null,
          brand: line.brand,
        };
        return {
          key: `external-${movement.id}-${index}-${copy}`,
          source: 'new',
          asset,
          description: asset.description,
          labels: {
            subcategory: line.subcategory ? `${line.subcategory.code} ${line.subcategory.description}` : '',
            register: line.subcategory?.register.description ?? '',
            location: line.location
              ? `${line.location.siteCode} · ${line.location.code} ${line.location.description}`
              : null,
          },
          assetClass: classify(valueCents),
          valueCents,
          inventoryNumber: null,
          durableNumber: null,
          ...(line.subcategory ? {} : { incomplete: true }),
        };
      }),
    ),
  );
  const creditor = movements.find((movement) => movement.creditor)?.creditor ?? null;
  const numbers = movements.flatMap((movement) => (movement.documentNumber ? [movement.documentNumber] : []));
  const dates = movements
    .flatMap((movement) => (movement.documentDate ? [movement.documentDate] : []))
    .sort();
  return {
    lines,
    details: {
      causal: 'ACQ',
      creditor,
      documentNumber: numbers.length ? fit(numbers.join(', '), 50) : null,
      documentDate: dates.at(-1) ?? null,
    },
    externalMovementIds: movements.map((movement) => movement.id),
  };
}

/** The lines still lacking what a charge needs (their subcategory), by key, with the message to show. */
export function incompleteLineProblems(lines: readonly ChargeLine[]): Record<string, string> {
  return Object.fromEntries(
    lines.filter((line) => line.incomplete).map((line) => [line.key, 'assets.form.specifySubcategory']),
  );
}
