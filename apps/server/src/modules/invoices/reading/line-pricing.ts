import { abs, type Decimal, divide, HUNDRED, multiply, ONE, parseDecimal, roundTo, ZERO } from './decimal.ts';

/** One `ScontoMaggiorazione` (2.2.1.10): SC lowers the price, MG raises it. */
export interface PriceAdjustment {
  type: 'SC' | 'MG';
  percent: Decimal | null;
  amount: Decimal | null;
}

/** SdI's check 00423 accepts PrezzoTotale within a cent of quantity × unit price. */
const SDI_TOLERANCE = parseDecimal('0.01') ?? ZERO;

/**
 * The unit price after the line's own discounts and surcharges, in their order: percentages cascade
 * (each on the price left by the one before), an adjustment with both a percentage and an amount
 * counts by its percentage only (the first of the two in the schema). The amount's sign is not
 * trusted (the official sample writes SC with -1.71): its magnitude moves the price the way the type says.
 */
export function applyAdjustments(unitPrice: Decimal, adjustments: PriceAdjustment[]): Decimal {
  return adjustments.reduce((price, adjustment) => {
    const direction = adjustment.type === 'SC' ? -1n : 1n;
    if (adjustment.percent !== null) {
      const factor = HUNDRED + direction * abs(adjustment.percent);
      return multiply(price, divide(factor, HUNDRED));
    }
    if (adjustment.amount !== null) return price + direction * abs(adjustment.amount);
    return price;
  }, unitPrice);
}

export interface NetUnitAmount {
  value: Decimal;
  /** PrezzoTotale disagrees with quantity × unit price by more than SdI allows. */
  totalMismatch: boolean;
}

/**
 * What one unit costs net of VAT. The invoice's PrezzoTotale is what was charged, so when it agrees
 * with quantity × discounted unit price (within SdI's cent), the unit amount is PrezzoTotale ÷
 * quantity: a 10 % discount on 3 × 33.33 that the supplier rounded on the total is kept as charged.
 * When they disagree by more, the total cannot be trusted either way, and the unit price is kept.
 */
export function netUnitAmount(
  discountedUnitPrice: Decimal,
  quantity: Decimal,
  total: Decimal | null,
): NetUnitAmount {
  if (total === null || quantity === ZERO) return { value: discountedUnitPrice, totalMismatch: false };
  const computed = multiply(discountedUnitPrice, quantity);
  if (abs(computed - total) > SDI_TOLERANCE) return { value: discountedUnitPrice, totalMismatch: true };
  return { value: divide(total, quantity), totalMismatch: false };
}

/** The unit amount with VAT at `vatRate` %, rounded half-up to the cent: what an asset is worth. */
export function unitValueWithVat(netUnit: Decimal, vatRate: Decimal): Decimal {
  return roundTo(multiply(netUnit, divide(HUNDRED + vatRate, HUNDRED)), 2);
}

/** Quantity absent means one (2.2.1.5 is optional for services and flat amounts). */
export function quantityOrOne(quantity: Decimal | null): Decimal {
  return quantity ?? ONE;
}
