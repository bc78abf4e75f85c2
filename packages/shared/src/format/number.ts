/**
 * The number helpers of spec 01 §5, used by the forms of every area: counts and ids, quantities and
 * prices typed by users.
 */
import { cutToCents } from './currency.ts';

function toNumberOrNaN(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value.trim().replace(',', '.'));
  return Number.NaN;
}

/** A whole number of at least 1, or null for anything under 1 or not numeric (ids, page numbers). */
export function toPositiveIntegerOrNull(value: unknown): number | null {
  const number = toNumberOrNaN(value);
  if (!Number.isFinite(number) || number < 1) return null;
  return Math.trunc(number);
}

/** A quantity: a whole number, at least 1 (anything under 1 or not numeric becomes 1). */
export function toQuantity(value: unknown): number {
  return toPositiveIntegerOrNull(value) ?? 1;
}

/** A price in euros cut (not rounded) to two decimals; negative or non-numeric prices become 0. */
export function toPrice(value: unknown): number {
  const number = toNumberOrNaN(value);
  if (!Number.isFinite(number) || number <= 0) return 0;
  return cutToCents(number);
}
